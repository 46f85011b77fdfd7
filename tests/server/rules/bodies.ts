// Valid bodies of the entities the rules tests write.
import { insertRecord } from '../../plugins/auction/server/fixtures.ts';
import type { TestServer } from '../helpers/server.ts';
export function settlementData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    listingId: '1',
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

export function contractData(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    contractName: '规则测试合同',
    listingId: '1',
    listingName: '规则测试项目',
    dealMethod: '网络竞价',
    transferorType: 'person',
    transferorName: '孙丽',
    transferorPhone: '13699012345',
    transfereeType: 'person',
    transfereeName: '王五',
    transfereePhone: '13800138000',
    dealPrice: '69000.00',
    termYears: '5',
    ...overrides,
  };
}

/** A listed project of `siteId`: bodies written by that site's users must reference one of their own (x-ref). */
export async function siteListing(s: TestServer, siteId: number): Promise<string> {
  const data = { projectName: `规则测试挂牌（站点${siteId}）`, transferorType: 'person', transferorName: '孙丽', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '60000' };
  return String(await insertRecord(s, 'franchise', 'listed', data, siteId));
}
