// Franchise listings in every workflow state, each reached through real transitions (with audit rows).
import { checkTransition } from '../../shared/workflow.ts';
import type { Actor, AppContext } from '../context.ts';
import type { Db } from '../db/types.ts';
import { loadRecord } from '../records/row.ts';
import { createRecord } from '../records/service.ts';
import { applyTransition } from '../records/transition.ts';
import { actorFor } from './actor.ts';

/** 18-digit ID card number with a valid check digit, from its first 17 digits. */
export function idCard(first17: string): string {
  const w = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...first17].reduce((s, d, i) => s + Number(d) * (w[i] ?? 0), 0);
  return first17 + '10X98765432'[sum % 11]!;
}

/** Unified social credit code with a valid check character (GB 32100), from its first 17 characters. */
export function creditCode(first17: string): string {
  const abc = '0123456789ABCDEFGHJKLMNPQRTUWXY';
  const w = [1, 3, 9, 27, 19, 26, 16, 17, 20, 29, 25, 13, 8, 24, 10, 30, 28];
  const sum = [...first17].reduce((s, c, i) => s + abc.indexOf(c) * (w[i] ?? 0), 0);
  return first17 + abc[(31 - (sum % 31)) % 31]!;
}

type Step = [action: string, by: 'operator' | 'auditor', opinion?: string];

interface Listing {
  site: 1 | 2;
  variety: string;
  data: Record<string, string>;
  steps: Step[];
  /** Months before now the listing was created (spreads year/month options). */
  monthsAgo: number;
}

const person = (name: string, id17: string, phone: string) => ({ transferorType: 'person', transferorName: name, idCardNo: idCard(id17), contactPerson: name, contactPhone: phone });
const org = (name: string, code: string, contact: string, phone: string) => ({ transferorType: 'org', transferorName: name, creditCode: creditCode(code), contactPerson: contact, contactPhone: phone });

const LISTINGS: Listing[] = [
  { site: 1, variety: 'TDJYQ', monthsAgo: 0, steps: [],
    data: { projectName: '鹤山街道飞虎村12亩耕地经营权出租', ...person('陈国富', '51013119750312001', '13881234567'), location: '四川省成都市蒲江县鹤山街道飞虎村3组', county: '510131001201', area: '12.5', areaUnit: '亩', transferMethod: '出租', termYears: '5', listingPrice: '36000.00', earnestMoney: '3000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 1, steps: [['submit', 'operator'], ['reject', 'auditor', '出让方身份证明材料不全，请补充后重新提交']],
    data: { projectName: '大塘镇铁牛村果园经营权转包', ...person('刘德华', '51013119680920002', '13982345678'), location: '四川省成都市蒲江县大塘镇铁牛村', county: '510131101201', area: '30', areaUnit: '亩', transferMethod: '转包', termYears: '10', listingPrice: '150000.00', earnestMoney: '10000.00', paymentMethod: '分期付款', listingDays: '15' } },
  { site: 1, variety: 'LQ', monthsAgo: 2, steps: [['submit', 'operator']],
    data: { projectName: '西来镇集体林地林权流转', ...org('蒲江县西来镇黄龙村股份经济合作社', 'N2510131MF0000123', '黄主任', '028-88551234'), location: '四川省成都市蒲江县西来镇黄龙村', county: '510131102', area: '85.2', areaUnit: '亩', transferMethod: '出让', termYears: '20', listingPrice: '420000.00', earnestMoney: '40000.00', paymentMethod: '一次性付款', listingDays: '20' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 3, steps: [['submit', 'operator']],
    data: { projectName: '成佳镇茶园土地经营权出租', ...person('杨春梅', '51013119820105003', '13551234567'), location: '四川省成都市蒲江县成佳镇', county: '510131103', area: '18', areaUnit: '亩', transferMethod: '出租', termYears: '8', listingPrice: '64800.00', earnestMoney: '5000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 5, steps: [['submit', 'operator'], ['approve', 'auditor', '材料齐全，同意挂牌']],
    data: { projectName: '寿安街道集体经营性建设用地入股', ...org('蒲江县寿安街道集体资产管理公司', '91510131MA6C1234X', '周经理', '028-88661234'), longitude: '103.528410', latitude: '30.226560', location: '四川省成都市蒲江县寿安街道', county: '510131', area: '2400', areaUnit: '平方米', transferMethod: '入股', termYears: '15', listingPrice: '880000.00', earnestMoney: '80000.00', paymentMethod: '分期付款', listingDays: '20' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 7, steps: [['submit', 'operator'], ['approve', 'auditor', '同意']],
    data: { projectName: '莲花村连片水田经营权出租', ...person('吴永康', '51013119701111004', '13708012345'), longitude: '103.498120', latitude: '30.181340', location: '四川省成都市蒲江县鹤山街道莲花村', county: '510131001202', area: '56.75', areaUnit: '亩', transferMethod: '出租', termYears: '6', listingPrice: '204300.00', earnestMoney: '20000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 9, steps: [['submit', 'operator'], ['approve', 'auditor', '同意挂牌'], ['startTrading', 'operator']],
    data: { projectName: '马湖村猕猴桃园经营权转让', ...person('郑晓东', '51013119790228005', '18980012345'), longitude: '103.472650', latitude: '30.203880', location: '四川省成都市蒲江县鹤山街道马湖村', county: '510131001203', area: '40', areaUnit: '亩', transferMethod: '出让', termYears: '12', listingPrice: '360000.00', earnestMoney: '30000.00', paymentMethod: '一次性付款', listingDays: '15' } },
  { site: 1, variety: 'TDJYQ', monthsAgo: 12, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['startTrading', 'operator'], ['complete', 'operator', '经网络竞价成交']],
    data: { projectName: '河沙村耕地经营权出租（已成交）', ...person('孙丽', '51013119850716006', '13699012345'), location: '四川省成都市蒲江县鹤山街道河沙村', county: '510131001204', area: '22', areaUnit: '亩', transferMethod: '出租', termYears: '5', listingPrice: '66000.00', earnestMoney: '6000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 1, variety: 'LQ', monthsAgo: 14, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['withdraw', 'operator', '出让方申请撤回']],
    data: { projectName: '黄龙村竹林林权出租（已撤牌）', ...person('何建军', '51013119660430007', '13808012345'), location: '四川省成都市蒲江县西来镇黄龙村', county: '510131', area: '60', areaUnit: '亩', transferMethod: '出租', termYears: '10', listingPrice: '90000.00', earnestMoney: '9000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 1, steps: [],
    data: { projectName: '大邑县安仁镇耕地经营权出租', ...person('马志远', '51012919770808008', '13540012345'), location: '四川省成都市大邑县安仁镇', county: '510129', area: '35', areaUnit: '亩', transferMethod: '出租', termYears: '6', listingPrice: '105000.00', earnestMoney: '10000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 4, steps: [['submit', 'operator']],
    data: { projectName: '邛崃市临邛街道农用地入股', ...org('邛崃市临邛街道股份经济合作联合社', 'N2510183MF0000456', '罗书记', '028-88771234'), location: '四川省成都市邛崃市临邛街道', county: '510183', area: '120', areaUnit: '亩', transferMethod: '入股', termYears: '20', listingPrice: '960000.00', earnestMoney: '90000.00', paymentMethod: '分期付款', listingDays: '20' } },
  // Positions 12-16: 成都市 listings the other seed records refer to (seed/README.md).
  { site: 2, variety: 'TDJYQ', monthsAgo: 10, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['startTrading', 'operator'], ['complete', 'operator', '经现场竞价成交']],
    data: { projectName: '邛崃市固驿镇耕地经营权出租', ...person('冯建国', '51018319700512003', '13990012345'), location: '四川省成都市邛崃市固驿镇', county: '510183', area: '48', areaUnit: '亩', transferMethod: '出租', termYears: '8', listingPrice: '115200.00', earnestMoney: '10000.00', paymentMethod: '按年付款', listingDays: '15' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 2, steps: [['submit', 'operator'], ['approve', 'auditor', '同意挂牌']],
    data: { projectName: '大邑县安仁镇果园经营权转包', ...person('蒋文', '51012919780306004', '13881001234'), longitude: '103.613540', latitude: '30.518760', location: '四川省成都市大邑县安仁镇', county: '510129', area: '32', areaUnit: '亩', transferMethod: '转包', termYears: '10', listingPrice: '98000.00', earnestMoney: '10000.00', paymentMethod: '分期付款', listingDays: '15' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 6, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['startTrading', 'operator']],
    data: { projectName: '锦江区三圣街道花卉基地出租', ...org('成都市锦江区三圣街道红砂村股份经济合作社', 'N2510104MF0000789', '曾主任', '028-84561234'), longitude: '104.125310', latitude: '30.613920', location: '四川省成都市锦江区三圣街道', county: '510104', area: '26.5', areaUnit: '亩', transferMethod: '出租', termYears: '5', listingPrice: '159000.00', earnestMoney: '15000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 11, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['startTrading', 'operator'], ['complete', 'operator', '经协议转让成交']],
    data: { projectName: '邛崃市临邛街道茶园经营权出租', ...person('彭丽', '51018319820918005', '13551002345'), location: '四川省成都市邛崃市临邛街道', county: '510183', area: '40', areaUnit: '亩', transferMethod: '出租', termYears: '10', listingPrice: '120000.00', earnestMoney: '12000.00', paymentMethod: '按年付款', listingDays: '10' } },
  { site: 2, variety: 'TDJYQ', monthsAgo: 13, steps: [['submit', 'operator'], ['approve', 'auditor', '同意'], ['startTrading', 'operator'], ['complete', 'operator', '经协议转让成交']],
    data: { projectName: '大邑县晋原街道鱼塘出租', ...person('袁志', '51012919690724006', '13708001234'), location: '四川省成都市大邑县晋原街道', county: '510129', area: '15', areaUnit: '亩', transferMethod: '出租', termYears: '6', listingPrice: '54000.00', earnestMoney: '5000.00', paymentMethod: '按年付款', listingDays: '10' } },
];

export async function seedFranchise(ctx: AppContext, tx: Db): Promise<number> {
  const entity = ctx.registry.entities.franchise;
  const wf = entity?.['x-workflow'];
  if (!entity || !wf) return 0;
  const actors = new Map<string, Actor>();
  const who = async (username: string): Promise<Actor> => {
    let a = actors.get(username);
    if (!a) actors.set(username, (a = await actorFor(ctx, tx, username)));
    return a;
  };
  for (const l of LISTINGS) {
    const suffix = l.site === 1 ? '' : '2';
    const operator = await who(`operator${suffix}`);
    const rec = await createRecord(ctx, { ...operator, variety: l.variety }, 'franchise', { data: l.data }, tx);
    const created = new Date(Date.now() - l.monthsAgo * 30 * 86400_000);
    await tx.query('UPDATE records SET created_at = $2::timestamptz, updated_at = $2::timestamptz WHERE id = $1', [rec.id, created.toISOString()]);
    let minute = 0;
    for (const [action, by, opinion] of l.steps) {
      const actor = await who(`${by}${suffix}`);
      const row = await loadRecord(tx, 'franchise', rec.id, true);
      if (!row) throw new Error('seed: record vanished');
      // The same rule as requests: a seed step that the workflow forbids fails the seed.
      const check = checkTransition(wf, row.status ?? '', action, actor.roles, opinion);
      if (!check.ok) throw new Error(`seed: ${action} on ${l.data.projectName}: ${check.msg}`);
      await applyTransition(tx, entity, row, check.transition, opinion ?? '', { userId: actor.userId, name: actor.name });
      const at = new Date(created.getTime() + ++minute * 3600_000).toISOString();
      await tx.query('UPDATE records SET updated_at = $2::timestamptz WHERE id = $1', [rec.id, at]);
      await tx.query('UPDATE record_transitions SET created_at = $2::timestamptz WHERE id = (SELECT max(id) FROM record_transitions WHERE record_id = $1)', [rec.id, at]);
    }
  }
  return LISTINGS.length;
}
