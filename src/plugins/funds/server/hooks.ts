// The funds rules that run inside a transition's transaction (a throw rolls it back):
// - a buyer's payment is confirmed only while its settlement is open, and the confirmed payments of a
//   settlement never exceed what the buyer owes (the settlement row is locked first, so concurrent
//   confirmations on one deal queue and the second sees the first's payment);
// - a settlement is approved only when its deal's flows, including the clearing rows this approval just
//   wrote (x-ledger), balance to the fen.
import { type AfterTransition, type AppContext, type Db, entityOf, findRecords, invalidFields, loadRecord, toRecordRow } from '../../../server/api.ts';
import { dealBalance, fen, yuan } from '../shared/balance.ts';
import { FUNDS } from '../shared/config.ts';
import { FLOW_FIELDS as F, PAYMENT_FIELDS as P, SETTLEMENT_FIELDS as S } from '../shared/manifest.ts';

const E = FUNDS.entities;

/** The fund_flow documents of one deal in its site, oldest first. */
export async function dealFlows(ctx: AppContext, db: Db, dealId: number, siteId: number | null): Promise<Record<string, unknown>[]> {
  const rows = await findRecords(db, entityOf(ctx, E.flow), { where: { [F.dealId]: dealId }, site: siteId });
  return rows.map((r) => toRecordRow(r).data);
}

const afterPayment: AfterTransition = async (ctx: AppContext, tx, { record, action }) => {
  if (action !== FUNDS.payment.actions.confirm) return;
  const settlementId = Number(record.data[P.settlementId]);
  const settlement = await loadRecord(tx, E.settlement, settlementId, true);
  if (!settlement || settlement.site_id !== record.siteId) throw invalidFields([{ field: P.settlementId, message: '结算单：所选结算单不存在' }]);
  if (settlement.status === FUNDS.settlement.states.approved) {
    throw invalidFields([{ field: P.settlementId, message: '结算单：该结算单已审核通过并清分，不能再登记缴款' }]);
  }
  const payable = fen(toRecordRow(settlement).data[S.buyerPayable]);
  const rows = await findRecords(tx, entityOf(ctx, E.payment), { where: { [P.settlementId]: settlementId }, status: [FUNDS.payment.states.confirmed] });
  const paid = rows.reduce((s, r) => s + fen(toRecordRow(r).data[P.amount]), 0n);
  if (paid > payable) {
    throw invalidFields([{ field: P.amount, message: `缴款金额：到账合计 ${yuan(paid)} 元将超过受让方应缴 ${yuan(payable)} 元` }]);
  }
};

const afterSettlement: AfterTransition = async (ctx, tx, { record, action }) => {
  if (action !== FUNDS.settlement.actions.approve) return;
  const dealId = Number(record.data[S.listingId]);
  // The deal's row is the lock every money movement of the deal queues behind at approval.
  await loadRecord(tx, E.deal, dealId, true);
  const b = dealBalance(await dealFlows(ctx, tx, dealId, record.siteId));
  if (b.difference !== 0n) {
    throw invalidFields([{
      field: S.buyerPayable,
      message: `资金未平衡，不能审核通过：收入 ${yuan(b.received)} 元，付出 ${yuan(b.paidOut)} 元，中心收入 ${yuan(b.income)} 元，差额 ${yuan(b.difference)} 元（请先确认受让方缴款到账、退还或转为价款全部保证金）`,
    }]);
  }
};

export const afterTransition: Record<string, AfterTransition> = {
  [E.payment]: afterPayment,
  [E.settlement]: afterSettlement,
};
