// The auction clock: online auctions move from 已发布 to 竞价中 when their start time passes and are
// closed when their (possibly delayed) end passes: the highest bid wins, no bid means 流拍, and the
// parties' earnest money is marked. It runs on a timer and, so that no one ever sees a stale state, on
// every board read and bid for that auction before anything else.
import type { FastifyInstance } from 'fastify';
import { clockStep, isOnline, readRules, yuanText, formatAuctionTime, type AuctionRules } from '../shared/index.ts';
import { toFen } from '../../../shared/money/fen.ts';
import { type AppContext, type Db, entityOf, findRecords, loadRecord, type RecordDbRow, systemTransition } from '../../../server/api.ts';
import { highestBid } from './bids.ts';
import { auctionRef, markEarnest } from './earnest.ts';
import { ENROLL_ENTITY, partyOfEnrolment, type Party } from './enrolments.ts';
import { docOf } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { AUCTION_FIELDS as A } from '../shared/fields.ts';

export const AUCTION_ENTITY = AUCTION.entities.auction;
/** How often the timer sweeps; a board read settles its own auction at once anyway. */
export const SWEEP_INTERVAL_MS = 5_000;

type Step = 'start' | 'close';

function dueStep(row: RecordDbRow, now: number): { step: Step; rules: AuctionRules } | null {
  const doc = docOf(row);
  const read = readRules(doc);
  if (!read.ok) return null; // a misconfigured auction waits for a person (the board shows the problem)
  const step = clockStep(row.status, isOnline(doc), read.rules, now);
  return step ? { step, rules: read.rules } : null;
}

async function winnerParty(tx: Db, enrollId: number | null, bidderName: string): Promise<Party> {
  const enrol = enrollId === null ? null : await loadRecord(tx, ENROLL_ENTITY, enrollId);
  if (enrol) return partyOfEnrolment({ ...enrol, id: Number(enrol.id) });
  return { name: bidderName, idCardNo: '', creditCode: '', earnestMoneyId: null, enrollId };
}

async function close(ctx: AppContext, tx: Db, row: RecordDbRow, rules: AuctionRules): Promise<RecordDbRow> {
  const entity = entityOf(ctx, AUCTION_ENTITY);
  const id = Number(row.id);
  const top = await highestBid(ctx, tx, id);
  const actualEndTime = formatAuctionTime(rules.endAt);
  if (!top) {
    const failed = await systemTransition(ctx, tx, entity, row, { action: AUCTION.actions.fail, opinion: '竞价结束时无人出价，系统判定流拍', set: { [A.actualEndTime]: actualEndTime } });
    await markEarnest(ctx, tx, auctionRef(failed), null);
    return failed;
  }
  const set: Record<string, string> = { [A.winnerName]: top.bidderName, [A.finalPrice]: top.amount, [A.currentPrice]: top.amount, [A.actualEndTime]: actualEndTime };
  if (top.enrollId !== null) set[A.winnerEnrollId] = String(top.enrollId);
  const ended = await systemTransition(ctx, tx, entity, row, {
    entities: ctx.registry.entities,
    action: AUCTION.actions.end,
    opinion: `竞价结束，系统按最高出价确定竞得人：${top.bidderName}，成交价 ${yuanText(toFen(top.amount))}`,
    set,
  });
  await markEarnest(ctx, tx, auctionRef(ended), await winnerParty(tx, top.enrollId, top.bidderName));
  return ended;
}

/**
 * Applies whatever the clock owes one auction at `now` (start, close, or both when the server slept
 * through the whole auction). Cheap when nothing is due: one unlocked read. Returns the steps taken.
 */
export async function settleAuction(ctx: AppContext, id: number, now: number = ctx.clock.now()): Promise<Step[]> {
  const peek = await loadRecord(ctx.db, AUCTION_ENTITY, id);
  if (!peek || !dueStep(peek, now)) return [];
  return ctx.db.transaction(async (tx) => {
    const taken: Step[] = [];
    // Re-read under the row lock: a bid or another sweep may have got there first.
    let row = await loadRecord(tx, AUCTION_ENTITY, id, true);
    for (let due = row && dueStep(row, now); row && due; due = dueStep(row, now)) {
      row = due.step === 'start'
        ? await systemTransition(ctx, tx, entityOf(ctx, AUCTION_ENTITY), row, { action: AUCTION.actions.start, opinion: '已到竞价开始时间，系统开始竞价' })
        : await close(ctx, tx, row, due.rules);
      taken.push(due.step);
    }
    return taken;
  });
}

/** Settles every auction the clock may owe something; the ids and steps taken. */
export async function sweepAuctions(ctx: AppContext, now: number = ctx.clock.now()): Promise<{ id: number; steps: Step[] }[]> {
  const rows = await findRecords(ctx.db, entityOf(ctx, AUCTION_ENTITY), { status: [AUCTION.states.published, AUCTION.states.bidding] });
  const out: { id: number; steps: Step[] }[] = [];
  for (const r of rows) {
    const steps = await settleAuction(ctx, Number(r.id), now);
    if (steps.length > 0) out.push({ id: Number(r.id), steps });
  }
  return out;
}

/** The timer (on the context's clock): stopped, and its sweep waited for, when the app closes. */
export function startAuctionClock(app: FastifyInstance, ctx: AppContext, intervalMs: number = SWEEP_INTERVAL_MS): void {
  let running: Promise<void> | null = null;
  let closed = false;
  const report = (e: unknown): void => {
    if (closed) return; // the database is going away with the app
    if (app.log.level === 'silent') console.error('auction clock sweep failed', e);
    else app.log.error(e, 'auction clock sweep failed');
  };
  const stop = ctx.clock.every(intervalMs, async () => {
    if (running || closed) return; // a slow sweep is not overlapped by the next tick
    running = sweepAuctions(ctx)
      .then(() => undefined, report)
      .finally(() => {
        running = null;
      });
    await running;
  });
  app.addHook('onClose', async () => {
    closed = true;
    stop();
    await running;
  });
}
