// Auction test records written straight into the database (the states a real run reaches through
// forms and approvals), so each test sets up exactly the auction it needs in one or two statements.
import { formatAuctionTime } from '../../../../src/plugins/auction/shared/index.ts';
import type { TestServer } from '../../../server/helpers/server.ts';

export const MIN = 60_000;
let serial = 0;

export async function insertRecord(
  s: TestServer,
  entity: string,
  status: string | null,
  data: Record<string, unknown>,
  siteId: number | null = 1,
): Promise<number> {
  const rows = await s.db.query<{ id: number | string }>(
    `INSERT INTO records (entity, site_id, variety, status, data, created_by)
     VALUES ($1, $2, 'TDJYQ', $3, $4::jsonb, (SELECT id FROM users WHERE username = 'operator')) RETURNING id`,
    [entity, siteId, status, JSON.stringify(data)],
  );
  return Number(rows[0]!.id);
}

export interface AuctionOpts {
  status?: string;
  /** Minutes from now. */
  start?: number;
  end?: number;
  startPrice?: string;
  increment?: string;
  delayWindow?: string;
  delayMinutes?: string;
  method?: string;
  listingId?: string;
  siteId?: number;
}

export async function auction(s: TestServer, o: AuctionOpts = {}): Promise<{ id: number; listingId: string; name: string }> {
  const now = s.clock.now();
  // The listing must exist on the auction's site: auction.listingId is a reference (x-ref).
  const listingId =
    o.listingId ?? String(await insertRecord(s, 'franchise', 'listed', { projectName: `测试挂牌${++serial}` }, o.siteId ?? 1));
  const name = `测试竞价${listingId}`;
  const data: Record<string, unknown> = {
    auctionName: name,
    listingId,
    listingName: `测试挂牌${listingId}`,
    auctionMethod: o.method ?? '网络竞价',
    startPrice: o.startPrice ?? '66000.00',
    increment: o.increment ?? '500.00',
    earnestMoney: '6000.00',
    startTime: formatAuctionTime(now + (o.start ?? -60) * MIN),
    endTime: formatAuctionTime(now + (o.end ?? 60) * MIN),
  };
  if (o.delayWindow) data.delayWindow = o.delayWindow;
  if (o.delayMinutes) data.delayMinutes = o.delayMinutes;
  const id = await insertRecord(s, 'auction', o.status ?? 'bidding', data, o.siteId ?? 1);
  return { id, listingId, name };
}

export interface EnrolOpts {
  status?: string;
  earnestPaid?: boolean;
  idCardNo?: string;
  earnestMoneyId?: number;
  siteId?: number;
}

export async function enrol(s: TestServer, auctionId: number, bidderName: string, o: EnrolOpts = {}): Promise<number> {
  const data: Record<string, unknown> = {
    auctionId: String(auctionId),
    auctionName: `测试竞价`,
    bidderType: 'person',
    bidderName,
    contactPhone: '13800138000',
    earnestMoney: '6000.00',
    earnestPaid: o.earnestPaid ?? true,
  };
  if (o.idCardNo) data.idCardNo = o.idCardNo;
  if (o.earnestMoneyId) data.earnestMoneyId = String(o.earnestMoneyId);
  return insertRecord(s, 'auction_enroll', o.status ?? 'approved', data, o.siteId ?? 1);
}

export async function earnest(s: TestServer, listingId: string, payerName: string, status = 'received', idCardNo?: string): Promise<number> {
  const data: Record<string, unknown> = {
    payerType: 'person',
    payerName,
    contactPhone: '13800138000',
    listingId,
    projectName: `测试挂牌${listingId}`,
    amount: '6000.00',
    payMethod: '银行转账',
    payTime: '2026-11-01 10:00:00',
  };
  if (idCardNo) data.idCardNo = idCardNo;
  return insertRecord(s, 'earnest_money', status, data);
}

export interface Row {
  status: string | null;
  data: Record<string, unknown>;
  version: number;
}

export async function row(s: TestServer, id: number): Promise<Row> {
  const rows = await s.db.query<{ status: string | null; data: unknown; version: number }>('SELECT status, data, version FROM records WHERE id = $1', [id]);
  const r = rows[0]!;
  const data = typeof r.data === 'string' ? (JSON.parse(r.data) as Record<string, unknown>) : (r.data as Record<string, unknown>);
  return { status: r.status, data, version: r.version };
}

export async function bidsOf(s: TestServer, auctionId: number): Promise<number> {
  const rows = await s.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM records WHERE entity = 'bid' AND data->>'auctionId' = $1`, [String(auctionId)]);
  return Number(rows[0]?.n ?? 0);
}

export interface AuditRow {
  action: string;
  from_status: string | null;
  to_status: string;
  opinion: string;
  user_name: string;
  user_id: number | null;
}

export async function audits(s: TestServer, recordId: number): Promise<AuditRow[]> {
  return s.db.query<AuditRow>('SELECT action, from_status, to_status, opinion, user_name, user_id FROM record_transitions WHERE record_id = $1 ORDER BY id', [recordId]);
}
