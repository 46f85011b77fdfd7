// Reference data seed: sites, roles (from menus.json) with their menu whitelists, dictionaries, units, site accounts.
import type { Db } from '../db/types.ts';
import type { MenusFile } from '../../shared/schema/types.ts';
import { SITE_REGIONS, regionSeed } from './regions.ts';

export const SEED_SITES = [
  { id: 1, name: '蒲江县农村产权交易服务中心', domain: 'pujiang', code: 'PJ', regionId: SITE_REGIONS.county, contact: '周敏', phone: '028-88521000' },
  { id: 2, name: '成都市农村产权交易服务中心', domain: 'chengdu', code: 'CD', regionId: SITE_REGIONS.city, contact: '李静', phone: '028-86201000' },
];


type Dict = [type: string, code: string, label: string, variety?: string];

const DICTIONARIES: Dict[] = [
  ['transfer_method', '出让', '出让'], ['transfer_method', '出租', '出租'], ['transfer_method', '转包', '转包'], ['transfer_method', '入股', '入股'],
  ['trading_variety', 'GQ', '股权'], ['trading_variety', 'JTZYXZC', '集体资源性资产'], ['trading_variety', 'JTJYZC', '集体经营性资产'],
  ['trading_variety', 'LQ', '林权'], ['trading_variety', 'TDJYQ', '土地经营权'], ['trading_variety', 'ZJD', '宅基地使用权'],
  ['trading_variety', 'NCXWGC', '农村小型工程'], ['trading_variety', 'GYTDCBJYQ', '国有土地承包经营权'], ['trading_variety', 'GYZC', '国有资产'],
  ['land_use', 'farmland', '耕地'], ['land_use', 'garden', '园地'], ['land_use', 'forest', '林地'], ['land_use', 'grass', '草地'],
  ['land_use', 'water', '养殖水面'], ['land_use', 'construction', '集体经营性建设用地'],
  ['land_use', 'paddy', '水田', 'TDJYQ'], ['land_use', 'dry', '旱地', 'TDJYQ'],
  ['land_use', 'timber', '用材林', 'LQ'], ['land_use', 'economic', '经济林', 'LQ'], ['land_use', 'bamboo', '竹林', 'LQ'],
  ['payment_method', '一次性付款', '一次性付款'], ['payment_method', '分期付款', '分期付款'], ['payment_method', '按年付款', '按年付款'],
  ['transferor_type', 'person', '个人'], ['transferor_type', 'org', '组织'],
  ['area_unit', '亩', '亩'], ['area_unit', '平方米', '平方米'], ['area_unit', '公顷', '公顷'],
  ['trade_mode', 'agreement', '协议转让'], ['trade_mode', 'auction', '网络竞价'], ['trade_mode', 'offline', '现场竞价'],
  ['earnest_status', 'received', '已收取'], ['earnest_status', 'refunded', '已退还'], ['earnest_status', 'converted', '已转价款'], ['earnest_status', 'forfeited', '已没收'],
];

type Unit = [businessType: string, unitType: string, unitName: string];

/** Business types: 1001 土地经营权, 1002 林权, 1005 股权/资产 (no land-area units shown for it). */
const UNITS: Unit[] = [
  ['1001', 'area', '亩'], ['1001', 'area', '平方米'], ['1001', 'area', '公顷'], ['1001', 'term', '年'], ['1001', 'price', '元'], ['1001', 'price', '元/亩/年'],
  ['1002', 'area', '亩'], ['1002', 'area', '公顷'], ['1002', 'term', '年'], ['1002', 'price', '元'], ['1002', 'volume', '立方米'],
  ['1005', 'area', '亩'], ['1005', 'area', '平方米'], ['1005', 'count', '个'], ['1005', 'count', '套'], ['1005', 'count', '股'],
  ['1005', 'term', '年'], ['1005', 'price', '元'], ['1005', 'price', '万元'],
];

/** Varieties enabled at first start on every seeded site (all but 林权, which a site's administrator enables). */
export const SEED_VARIETIES = ['GQ', 'JTZYXZC', 'JTJYZC', 'TDJYQ', 'ZJD', 'NCXWGC', 'GYTDCBJYQ', 'GYZC'];

/** After the demo records (one is a 林权 listing from before): each site's enabled varieties. */
export async function seedSiteVarieties(tx: Db): Promise<void> {
  await tx.query('UPDATE sites SET varieties = $1::jsonb', [JSON.stringify(SEED_VARIETIES)]);
}

const ACCOUNTS = [
  { siteId: 1, number: '5105 0142 6208 0000 1234', name: '蒲江县农村产权交易服务中心保证金专户', bank: '中国农业银行蒲江县支行' },
  { siteId: 1, number: '2295 0010 0000 5678 901', name: '蒲江县农村产权交易服务中心结算户', bank: '四川农村商业银行蒲江支行' },
  { siteId: 2, number: '5100 1424 0380 5000 0088', name: '成都市农村产权交易服务中心资金结算户', bank: '中国建设银行成都第一支行' },
];

/** Roles come from menus.json "roles" (checked: their menus exist, every role a file names is there). */
export async function seedReference(tx: Db, roles: MenusFile['roles']): Promise<void> {
  for (const r of regionSeed()) {
    await tx.query('INSERT INTO regions (id, parent_id, name, level) VALUES ($1, $2, $3, $4)', [r.id, r.parentId, r.name, r.level]);
  }
  for (const s of SEED_SITES) {
    await tx.query('INSERT INTO sites (id, name, domain, code, region_id, contact, phone) VALUES ($1, $2, $3, $4, $5, $6, $7)', [s.id, s.name, s.domain, s.code, s.regionId, s.contact, s.phone]);
  }
  // Explicit ids above: move the sequence past them so new sites do not collide.
  await tx.query("SELECT setval(pg_get_serial_sequence('sites', 'id'), (SELECT max(id) FROM sites))");
  for (const r of roles) {
    await tx.query('INSERT INTO roles (name, title, menu_names) VALUES ($1, $2, $3::jsonb)', [r.name, r.title, JSON.stringify(r.menus)]);
  }
  let sort = 0;
  for (const [type, code, label, variety] of DICTIONARIES) {
    await tx.query('INSERT INTO dictionaries (type, code, label, variety, sort) VALUES ($1, $2, $3, $4, $5)', [type, code, label, variety ?? null, sort++]);
  }
  sort = 0;
  for (const [businessType, unitType, unitName] of UNITS) {
    await tx.query('INSERT INTO units (business_type, unit_type, unit_name, sort) VALUES ($1, $2, $3, $4)', [businessType, unitType, unitName, sort++]);
  }
  for (const a of ACCOUNTS) {
    await tx.query('INSERT INTO site_accounts (site_id, acount_number, acount_name, bank) VALUES ($1, $2, $3, $4)', [a.siteId, a.number, a.name, a.bank]);
  }
}
