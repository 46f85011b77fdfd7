// Enrolments (auction_enroll) as bidders: who may bid, and who they are when earnest money is matched.
import type { AuctionEnrolmentOption } from '../shared/api.ts';
import { type AppContext, type Db, entityOf, findRecords, loadRecord, type RecordDbRow } from '../../../server/api.ts';
import { docOf, refId, text } from './store.ts';
import { AUCTION } from '../shared/config.ts';
import { ENROLL_FIELDS as N } from '../shared/fields.ts';

export const ENROLL_ENTITY = AUCTION.entities.enroll;
export const EARNEST_ENTITY = AUCTION.entities.earnest;
const APPROVED = AUCTION.enroll.states.approved;
/** Earnest money that has arrived and is still held (neither refunded, converted nor forfeited). */
export const EARNEST_HELD = AUCTION.earnest.states.held;

/** A party to an auction, for matching its earnest money record. */
export interface Party {
  name: string;
  idCardNo: string;
  creditCode: string;
  /** An explicit link (auction_enroll.earnestMoneyId) wins over matching by identity. */
  earnestMoneyId: number | null;
  enrollId: number | null;
}

export function partyOfEnrolment(row: RecordDbRow): Party {
  const d = docOf(row);
  return {
    name: text(d[N.bidderName]),
    idCardNo: text(d[N.idCardNo]),
    creditCode: text(d[N.creditCode]),
    earnestMoneyId: refId(d[N.earnestMoneyId]),
    enrollId: Number(row.id),
  };
}

/** The auction's enrolments in its site, oldest first. */
export async function enrolmentsOf(ctx: AppContext, db: Db, auctionId: number, siteId: number | null): Promise<RecordDbRow[]> {
  return findRecords(db, entityOf(ctx, ENROLL_ENTITY), { where: { [N.auctionId]: auctionId }, site: siteId });
}

/**
 * Why an enrolment may not bid, or null. It must be approved, and its earnest money paid: when the
 * enrolment links an earnest money record, that record must be held (已到账); otherwise its own
 * 保证金已缴纳 flag, which the auditor checked on approval, stands.
 */
export async function enrolmentProblem(db: Db, enrol: RecordDbRow): Promise<string | null> {
  if (enrol.status !== APPROVED) return '该竞买人的报名尚未审核通过，不能出价';
  const d = docOf(enrol);
  const linked = refId(d[N.earnestMoneyId]);
  if (linked !== null) {
    const em = await loadRecord(db, EARNEST_ENTITY, linked);
    if (!em || em.site_id !== enrol.site_id) return '该竞买人关联的保证金记录不存在';
    return em.status === EARNEST_HELD ? null : '该竞买人的保证金不在已到账状态，不能出价';
  }
  return d[N.earnestPaid] === true ? null : '该竞买人的保证金尚未缴纳，不能出价';
}

export async function enrolmentOptions(ctx: AppContext, db: Db, auctionId: number, siteId: number | null): Promise<AuctionEnrolmentOption[]> {
  const out: AuctionEnrolmentOption[] = [];
  for (const row of await enrolmentsOf(ctx, db, auctionId, siteId)) {
    const reason = await enrolmentProblem(db, row);
    const d = docOf(row);
    out.push({ id: Number(row.id), bidderName: text(d[N.bidderName]), bidNumber: text(d[N.bidNumber]), eligible: reason === null, reason });
  }
  return out;
}
