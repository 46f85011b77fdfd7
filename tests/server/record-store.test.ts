// The record store plugins use (src/server/records/store.ts, through src/server/api.ts): finds by field,
// status, site and ids, in id or numeric order, limited and locked; counts; creates a record validated and
// audited; patches a document with a version bump and an audit row. A field name the entity does not
// declare never reaches SQL.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import pg from 'pg';
import type { EntitySchema } from '../../src/shared/schema/types.ts';
import { ApiError } from '../../src/server/http/errors.ts';
import { countRecords, createRecord, findRecords, patchRecord } from '../../src/server/records/store.ts';
import { loadRecord, toRecordRow } from '../../src/server/records/row.ts';
import { backends } from './helpers/db.ts';
import { count } from './helpers/franchise.ts';
import { startTestServer, type TestServer } from './helpers/server.ts';

// Far above the seed's auction ids, so these bids are the only ones of "their" auctions.
const AUCTION = 970001;
const OTHER = 970002;

describe.each(backends())('the record store on %s', (backend) => {
  let s: TestServer;
  let bid: EntitySchema;
  let ids: number[] = [];

  const newBid = (auctionId: number, amount: string, siteId: number | null = 1) =>
    s.db.transaction((tx) =>
      createRecord(s.ctx, tx, bid, {
        siteId,
        variety: null,
        createdBy: null,
        doc: { auctionId: String(auctionId), auctionName: '测试竞价', bidderName: `竞买人${amount}`, amount, bidTime: '2026-11-20T09:00:00+08:00' },
      }),
    );

  beforeAll(async () => {
    s = await startTestServer(backend);
    bid = s.ctx.registry.entities.bid!;
    ids = [];
    // 9 < 10 < 100 as numbers (not as text); two bids of 100.00: the earlier one ranks first.
    for (const [auction, amount, site] of [[AUCTION, '9.00', 1], [AUCTION, '100.00', 1], [AUCTION, '10.00', 1], [AUCTION, '100.00', 1], [AUCTION, '50.00', 2], [OTHER, '1.00', 1]] as const) {
      ids.push((await newBid(auction, amount, site)).id);
    }
  });
  afterAll(async () => {
    await s?.close();
  });

  it('creates a record in its initial state with a create audit row', async () => {
    const row = await loadRecord(s.db, 'bid', ids[0]!);
    expect(toRecordRow(row!)).toMatchObject({ siteId: 1, version: 1, status: null, data: { auctionId: String(AUCTION), amount: '9.00' } });
    expect(await count(s, `SELECT count(*)::int AS n FROM record_audit WHERE entity = 'bid' AND record_id = $1 AND op = 'create'`, [ids[0]!])).toBe(1);
  });

  it('refuses a document its schema refuses, naming the field, and writes nothing', async () => {
    const before = await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'bid'`);
    const e = await newBid(AUCTION, '12.345').catch((x: unknown) => x);
    expect(e).toBeInstanceOf(ApiError);
    expect((e as ApiError).errors?.map((f) => f.field)).toEqual(['amount']);
    expect(await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'bid'`)).toBe(before);
  });

  it('finds by field equality, site and ids, in id order unless told otherwise', async () => {
    const rows = await findRecords(s.db, bid, { where: { auctionId: AUCTION } });
    expect(rows.map((r) => r.id)).toEqual(ids.slice(0, 5));
    expect((await findRecords(s.db, bid, { where: { auctionId: AUCTION }, site: 1 })).map((r) => r.id)).toEqual(ids.slice(0, 4));
    expect((await findRecords(s.db, bid, { where: { auctionId: AUCTION }, site: 2 })).map((r) => r.id)).toEqual([ids[4]]);
    expect((await findRecords(s.db, bid, { where: { auctionId: AUCTION }, site: null })).map((r) => r.id)).toEqual([]);
    expect((await findRecords(s.db, bid, { ids: [ids[5]!, ids[1]!] })).map((r) => r.id)).toEqual([ids[1], ids[5]]);
    expect((await findRecords(s.db, bid, { where: { auctionId: AUCTION }, orderBy: [{ field: 'id', desc: true }], limit: 2 })).map((r) => r.id)).toEqual([ids[4], ids[3]]);
  });

  it('orders a numeric field as numbers, ties broken by id', async () => {
    const rows = await findRecords(s.db, bid, { where: { auctionId: AUCTION }, site: 1, orderBy: [{ field: 'amount', desc: true }, { field: 'id' }] });
    expect(rows.map((r) => toRecordRow(r).data.amount)).toEqual(['100.00', '100.00', '10.00', '9.00']);
    expect(rows.slice(0, 2).map((r) => r.id)).toEqual([ids[1], ids[3]]);
  });

  it('counts, and filters by status', async () => {
    expect(await countRecords(s.db, bid, { where: { auctionId: AUCTION } })).toBe(5);
    expect(await countRecords(s.db, bid, { where: { auctionId: OTHER }, site: 1 })).toBe(1);
    const auction = s.ctx.registry.entities.auction!;
    const published = await count(s, `SELECT count(*)::int AS n FROM records WHERE entity = 'auction' AND status IN ('published', 'bidding')`);
    expect(published).toBeGreaterThan(0);
    expect(await countRecords(s.db, auction, { status: ['published', 'bidding'] })).toBe(published);
    expect((await findRecords(s.db, auction, { status: ['published', 'bidding'] })).every((r) => r.status === 'published' || r.status === 'bidding')).toBe(true);
  });

  it('refuses a field name the entity does not declare, an injection attempt included', async () => {
    await expect(findRecords(s.db, bid, { where: { nosuch: '1' } })).rejects.toThrow('bid declares no field nosuch');
    await expect(findRecords(s.db, bid, { where: { "amount') IS NOT NULL OR ('1": '1' } })).rejects.toThrow('declares no field');
    await expect(countRecords(s.db, bid, { where: { 'data->>1': '1' } })).rejects.toThrow('declares no field');
    await expect(findRecords(s.db, bid, { orderBy: [{ field: 'amount; DROP TABLE records' }] })).rejects.toThrow('declares no field');
    await expect(s.db.transaction(async (tx) => patchRecord(tx, bid, (await loadRecord(tx, 'bid', ids[0]!, true))!, { set: { nosuch: 1 } }))).rejects.toThrow('declares no field');
  });

  it('patches a locked record: fields set and removed, version + 1, one audit row of the changes', async () => {
    const id = ids[2]!;
    const after = await s.db.transaction(async (tx) => {
      const row = (await findRecords(tx, bid, { ids: [id], forUpdate: true }))[0]!;
      return patchRecord(tx, bid, row, { set: { channel: '现场' }, remove: ['bidderName'], who: { userId: null, name: '测试', role: '' } });
    });
    const rec = toRecordRow(after);
    expect(rec.version).toBe(2);
    expect(rec.data).toMatchObject({ channel: '现场', amount: '10.00' });
    expect(rec.data).not.toHaveProperty('bidderName');
    const audit = await s.db.query<{ user_name: string; changes: unknown }>(`SELECT user_name, changes FROM record_audit WHERE entity = 'bid' AND record_id = $1 AND op = 'update'`, [id]);
    expect(audit).toHaveLength(1);
    expect(audit[0]!.user_name).toBe('测试');
    const changes = typeof audit[0]!.changes === 'string' ? (JSON.parse(audit[0]!.changes) as unknown) : audit[0]!.changes;
    expect(changes).toEqual(expect.arrayContaining([{ field: 'channel', from: null, to: '现场' }, { field: 'bidderName', from: '竞买人10.00', to: null }]));
  });

  it.runIf(backend === 'postgres')('locks what it finds FOR UPDATE until the transaction ends', async () => {
    const other = new pg.Client({ connectionString: s.dbUrl });
    await other.connect();
    try {
      await s.db.transaction(async (tx) => {
        await findRecords(tx, bid, { where: { auctionId: OTHER }, forUpdate: true });
        const e = await other.query(`SELECT id FROM records WHERE id = $1 FOR UPDATE NOWAIT`, [ids[5]!]).catch((x: unknown) => x);
        expect((e as { code?: string }).code).toBe('55P03'); // lock_not_available
      });
      expect((await other.query(`SELECT id FROM records WHERE id = $1 FOR UPDATE NOWAIT`, [ids[5]!])).rowCount).toBe(1);
    } finally {
      await other.end();
    }
  });
});
