// Valid bodies of the entities the rules tests write.
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
