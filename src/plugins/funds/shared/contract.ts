// The funds routes' HTTP contract (ServerPlugin.contracts): reconciliation per account over a period,
// and one deal's balance. Money is yuan text ("1,263,000.00").
import { Type, type Static } from '@sinclair/typebox';
import { Envelope, IdText, Query, Text, type Assert, type Same } from '../../../shared/contract/common.ts';
import type { RouteContract } from '../../../shared/contract/routes.ts';
import type { AccountRow, DealBalanceText } from './balance.ts';

const Yuan = (description: string) => Type.String({ description });

export const AccountRowSchema = Type.Object(
  {
    account: Type.String(),
    title: Type.String(),
    opening: Yuan('期初'),
    in: Yuan('收入'),
    out: Yuan('支出'),
    closing: Yuan('期末'),
    held: Yuan('未结清交易仍占用'),
    difference: Yuan('期末 − 占用'),
  },
  { title: '账户对账' },
);

export const DealBalanceSchema = Type.Object(
  {
    dealId: Type.Integer(),
    received: Yuan('收到'),
    paidOut: Yuan('付出'),
    income: Yuan('中心收入'),
    difference: Yuan('差额'),
    differenceFen: Type.String({ description: '差额（分，整数文本）' }),
    balanced: Type.Boolean(),
    flows: Type.Integer({ description: '资金流水条数' }),
  },
  { title: '交易资金平衡' },
);

export const FUNDS_ROUTES: Readonly<Record<string, RouteContract>> = {
  'GET /api/funds/reconciliation': {
    querystring: Query({ from: Type.Optional(Text('开始日期', 40)), to: Type.Optional(Text('结束日期', 40)) }, '对账期间'),
    response: { 200: Envelope(Type.Array(AccountRowSchema)) },
    summary: 'Reconciliation per account over a period',
  },
  'GET /api/funds/deal/:id': {
    params: Type.Object({ id: IdText('交易编号') }),
    querystring: Query({}),
    response: { 200: Envelope(DealBalanceSchema) },
    summary: "One deal's money balance",
  },
};

export type FundsShapes = [Assert<Same<Static<typeof AccountRowSchema>, AccountRow>>, Assert<Same<Static<typeof DealBalanceSchema>, DealBalanceText>>];
