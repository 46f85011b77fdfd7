// Loans (贷款申请) in every workflow state, with their 贷款数据 rows and 他项权证, entered through the same
// services as requests: a loan's totals are rolled up from its rows before it can be disbursed, so the
// rows go in between the loan's transitions, which a per-entity JSON file cannot express. Approving a
// mortgage encumbers its operating warrant and repaying one releases the warrant and cancels its
// 他项权证 (the declared effects run), so every record carries its audit rows and history.
import type { RecordRow } from '../../shared/api.ts';
import { requiredForAction } from '../../shared/rules/required.ts';
import { checkTransition } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { loadRecord, toRecordRow } from '../records/row.ts';
import { whoOf } from '../records/rules/who.ts';
import { createRecord } from '../records/service.ts';
import { applyTransition } from '../records/transition.ts';
import { actorFor } from './actor.ts';

type Role = 'operator' | 'auditor' | 'finance' | 'operator2' | 'auditor2';
type Step =
  | { act: string; by: Role; opinion?: string }
  /** A 贷款数据 row (entered by finance) for this loan. */
  | { row: { kind: 'disburse' | 'repay' | 'overdue'; amount: string; occurDate: string; dueDate?: string; overdueDays?: string; voucherNo?: string } }
  /** A 他项权证 registered for this loan (by the operator). */
  | { rights: { issueOrgan: string; issueDate: string; startDate: string; endDate: string } };

interface SeedLoan {
  by: Role;
  /** warrantNo of a seeded operating warrant to mortgage. */
  warrant?: string;
  data: Record<string, string>;
  steps: Step[];
}

const PERSON_1 = { applicantType: 'person', applicantName: '李秀兰', idCardNo: '510129198506072314', contactPhone: '13551007788', region: '510131001201' };
const COOP_1 = { applicantType: 'org', applicantName: '蒲江县丰禾猕猴桃专业合作社', creditCode: '93510131MA62A1B2CW', contactPhone: '028-88531234', region: '510131001204' };

export const SEED_LOANS: SeedLoan[] = [
  // 已还清: mortgaged, disbursed, repaid in full; the warrant is released and the 他项权证 cancelled.
  {
    by: 'operator', warrant: '川(2026)蒲江县农村土地经营权第0003号',
    data: { loanType: 'mortgage', ...COOP_1, institution: '中国农业银行', collateralType: 'operating_warrant', amount: '200000.00', termMonths: '12', rate: '4.35', purpose: '购置猕猴桃冷藏设备', applyDate: '2026-01-15' },
    steps: [
      { act: 'approve', by: 'auditor', opinion: '抵押物权属清晰，同意' },
      { row: { kind: 'disburse', amount: '200000.00', occurDate: '2026-01-28', voucherNo: 'ABC-FK-2026-0012' } },
      { act: 'disburse', by: 'finance' },
      { rights: { issueOrgan: '蒲江县农业农村局', issueDate: '2026-01-30', startDate: '2026-01-28', endDate: '2027-01-27' } },
      { row: { kind: 'repay', amount: '200000.00', occurDate: '2026-10-20', voucherNo: 'ABC-HK-2026-0345' } },
      { act: 'repay', by: 'finance', opinion: '本息已结清' },
    ],
  },
  // 已放款: the warrant stays 已抵押 and the 他项权证 已登记.
  {
    by: 'operator', warrant: '川(2025)蒲江县农村土地经营权第0012号',
    data: { loanType: 'mortgage', ...PERSON_1, institution: '四川农村商业银行', collateralType: 'operating_warrant', amount: '150000.00', termMonths: '36', rate: '4.80', purpose: '果园提档升级', applyDate: '2026-08-05' },
    steps: [
      { act: 'approve', by: 'auditor', opinion: '评估价值足额覆盖贷款' },
      { row: { kind: 'disburse', amount: '100000.00', occurDate: '2026-08-20', voucherNo: 'RCB-FK-2026-0088' } },
      { row: { kind: 'disburse', amount: '50000.00', occurDate: '2026-09-20', voucherNo: 'RCB-FK-2026-0102' } },
      { act: 'disburse', by: 'finance' },
      { rights: { issueOrgan: '蒲江县农业农村局', issueDate: '2026-08-22', startDate: '2026-08-20', endDate: '2029-08-19' } },
      { row: { kind: 'repay', amount: '12000.00', occurDate: '2026-11-20', voucherNo: 'RCB-HK-2026-0410' } },
    ],
  },
  // 已逾期: a credit loan, disbursed, then one overdue instalment.
  {
    by: 'operator',
    data: { loanType: 'credit', applicantType: 'person', applicantName: '王建国', idCardNo: '510131197803121239', contactPhone: '13890201234', region: '510131001202', institution: '中国邮政储蓄银行', amount: '50000.00', termMonths: '12', rate: '5.20', purpose: '购买农机', applyDate: '2026-02-10' },
    steps: [
      { act: 'approve', by: 'auditor' },
      { row: { kind: 'disburse', amount: '50000.00', occurDate: '2026-02-25', voucherNo: 'PSBC-FK-2026-0031' } },
      { act: 'disburse', by: 'finance' },
      { row: { kind: 'overdue', amount: '4380.00', occurDate: '2026-09-10', dueDate: '2026-08-25', overdueDays: '16' } },
      { act: 'overdue', by: 'finance', opinion: '8 月还款逾期 16 天，已电话催收' },
    ],
  },
  // 已申请.
  {
    by: 'operator',
    data: { loanType: 'credit', applicantType: 'person', applicantName: '陈志强', idCardNo: '51013119830808456X', contactPhone: '15982345678', region: '510131', institution: '村镇银行', amount: '30000.00', termMonths: '12', purpose: '鱼塘清淤与种苗', applyDate: '2026-11-20' },
    steps: [],
  },
  // 审批通过 (site 2).
  {
    by: 'operator2',
    data: { loanType: 'credit', applicantType: 'person', applicantName: '刘强', idCardNo: '510183197209191679', contactPhone: '13981234567', region: '510183', institution: '成都农商银行', amount: '80000.00', termMonths: '24', rate: '4.60', purpose: '茶园管护', applyDate: '2026-10-15' },
    steps: [{ act: 'approve', by: 'auditor2', opinion: '信用良好，同意' }],
  },
  // 未通过 (site 2): a forest-right mortgage.
  {
    by: 'operator2',
    data: { loanType: 'mortgage', applicantType: 'org', applicantName: '邛崃市临邛街道股份经济合作联合社', creditCode: 'N2510183MF00004561', contactPhone: '028-88771234', region: '510183', institution: '成都农商银行', collateralType: 'forest_certificate', forestCertificateNo: '川(2019)邛崃市林权证第000123号', collateralLocation: '邛崃市临邛街道', collateralArea: '120.0000', amount: '600000.00', termMonths: '60', purpose: '林下经济开发', applyDate: '2026-09-01' },
    steps: [{ act: 'decline', by: 'auditor2', opinion: '林权证抵押登记手续不全，请补正后重新申请' }],
  },
];

export async function seedFinance(ctx: AppContext, tx: Db): Promise<number> {
  const loanEntity = ctx.registry.entities.loan;
  if (!loanEntity?.['x-workflow'] || !ctx.registry.entities.loan_record || !ctx.registry.entities.other_rights) return 0;
  const actors = new Map<Role, Actor>();
  const who = async (role: Role): Promise<Actor> => {
    let a = actors.get(role);
    if (!a) actors.set(role, (a = await actorFor(ctx, tx, role)));
    return a;
  };
  const warrantId = async (no: string): Promise<string> => {
    const rows = await tx.query<{ id: string | number }>("SELECT id FROM records WHERE entity = 'operating_warrant' AND data ->> 'warrantNo' = $1", [no]);
    if (!rows[0]) throw new Error(`seed: 没有经营权证 ${no}`);
    return String(rows[0].id);
  };
  /** The same checks as a request's transition (role, opinion, required fields), with the declared effects. */
  const act = async (loan: RecordRow, action: string, role: Role, opinion = ''): Promise<void> => {
    const actor = await who(role);
    const row = await loadRecord(tx, 'loan', loan.id, true);
    if (!row) throw new Error('seed: loan vanished');
    const check = checkTransition(loanEntity['x-workflow']!, row.status ?? '', action, actor.roles, opinion);
    if (!check.ok) throw new Error(`seed: ${action} on loan ${loan.data.applicantName as string}: ${check.msg}`);
    const missing = requiredForAction(loanEntity, toRecordRow(row).data, action);
    if (missing.length > 0) throw new Error(`seed: ${action} on loan: ${missing.map((m) => m.message).join('；')}`);
    await applyTransition(tx, loanEntity, row, check.transition, opinion, whoOf(actor), { entities: ctx.registry.entities, nowMs: ctx.clock.now() });
  };
  for (const l of SEED_LOANS) {
    const data = l.warrant ? { ...l.data, warrantId: await warrantId(l.warrant) } : l.data;
    const loan = await createRecord(ctx, await who(l.by), 'loan', { data }, tx);
    for (const step of l.steps) {
      if ('act' in step) await act(loan, step.act, step.by, step.opinion);
      else if ('row' in step) await createRecord(ctx, await who('finance'), 'loan_record', { data: { loanId: String(loan.id), ...step.row } }, tx);
      else {
        const { applicantName, institution } = loan.data as Record<string, string>;
        await createRecord(ctx, await who(l.by), 'other_rights', { data: { loanId: String(loan.id), rightHolder: institution, obligorName: applicantName, ...step.rights } }, tx);
      }
    }
  }
  return SEED_LOANS.length;
}
