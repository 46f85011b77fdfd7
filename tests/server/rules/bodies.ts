// Valid bodies of the entities the rules tests write.
import { insertRecord } from '../../plugins/auction/server/fixtures.ts';
import type { TestServer } from '../helpers/server.ts';

/** The seed's 7th listing (site 1) is in trading: every reference filter on listings (listed/trading/traded) accepts it. */
export const TRADING_LISTING = '7';
export function settlementData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    listingId: TRADING_LISTING,
    projectName: '规则测试：河沙村耕地出租',
    contractNo: 'HT-RULES-1',
    transferorName: '孙丽',
    transfereeName: '蒲江县丰禾猕猴桃专业合作社',
    dealPrice: '1300000',
    earnestConverted: '50000',
    settleDate: '2026-06-25',
    ...overrides,
  };
}

export function warrantData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    holderType: 'person',
    holderName: '王五',
    contactPhone: '13800138000',
    transferorName: '孙丽',
    location: '蒲江县鹤山街道飞虎村',
    area: '12.5',
    areaUnit: '亩',
    termYears: '5',
    startDate: '2027-01-01',
    endDate: '2031-12-31',
    ...overrides,
  };
}

export function contractData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    contractName: '规则测试合同',
    listingId: TRADING_LISTING,
    listingName: '规则测试项目',
    dealMethod: '网络竞价',
    transferorType: 'person',
    transferorName: '孙丽',
    transferorPhone: '13699012345',
    transfereeType: 'person',
    transfereeName: '王五',
    transfereePhone: '13800138000',
    agreedPrice: '69000.00',
    termYears: '5',
    ...overrides,
  };
}

/** A listed project of `siteId`: bodies written by that site's users must reference one of their own (x-ref). */
export async function siteListing(s: TestServer, siteId: number): Promise<string> {
  const data = { projectName: `规则测试挂牌（站点${siteId}）`, transferorType: 'person', transferorName: '孙丽', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '60000' };
  return String(await insertRecord(s, 'franchise', 'listed', data, siteId));
}

/** The buyer pays a settlement's buyerPayable in one confirmed payment (a ledger row of the deal). */
export async function payInFull(s: TestServer, settlement: { id: number; data: Record<string, unknown> }, financeToken: string): Promise<number> {
  const p = await s.post<{ id: number }>('/api/records/fund_payment', {
    data: { settlementId: String(settlement.id), paymentKind: 'contract', payerName: String(settlement.data.transfereeName ?? '受让方'), amount: String(settlement.data.buyerPayable), payMethod: '银行转账' },
  }, financeToken);
  if (p.code !== '200') throw new Error(`payment refused: ${JSON.stringify(p)}`);
  // Four-eyes: a second finance user confirms what the first entered.
  const c = await s.post(`/api/records/fund_payment/${p.data.id}/transition`, { action: 'confirm' }, await s.token('cashier'));
  if (c.code !== '200') throw new Error(`confirm refused: ${JSON.stringify(c)}`);
  return p.data.id;
}
