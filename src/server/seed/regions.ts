// Region tree seed: every provincial-level division, and 四川省 down to villages along one branch.
export interface RegionSeed {
  id: number;
  parentId: number | null;
  name: string;
  level: number;
}

const PROVINCES: [number, string][] = [
  [11, '北京市'], [12, '天津市'], [13, '河北省'], [14, '山西省'], [15, '内蒙古自治区'],
  [21, '辽宁省'], [22, '吉林省'], [23, '黑龙江省'], [31, '上海市'], [32, '江苏省'],
  [33, '浙江省'], [34, '安徽省'], [35, '福建省'], [36, '江西省'], [37, '山东省'],
  [41, '河南省'], [42, '湖北省'], [43, '湖南省'], [44, '广东省'], [45, '广西壮族自治区'],
  [46, '海南省'], [50, '重庆市'], [51, '四川省'], [52, '贵州省'], [53, '云南省'],
  [54, '西藏自治区'], [61, '陕西省'], [62, '甘肃省'], [63, '青海省'], [64, '宁夏回族自治区'],
  [65, '新疆维吾尔自治区'], [71, '台湾省'], [81, '香港特别行政区'], [82, '澳门特别行政区'],
];

const SICHUAN_CITIES: [number, string][] = [
  [510100, '成都市'], [510300, '自贡市'], [510700, '绵阳市'], [511100, '乐山市'],
];

const CHENGDU_COUNTIES: [number, string][] = [
  [510104, '锦江区'], [510129, '大邑县'], [510131, '蒲江县'], [510183, '邛崃市'],
];

const PUJIANG_TOWNSHIPS: [number, string][] = [
  [510131001, '鹤山街道'], [510131002, '寿安街道'], [510131101, '大塘镇'], [510131102, '西来镇'], [510131103, '成佳镇'],
];

const VILLAGES: Record<number, string[]> = {
  510131001: ['飞虎村', '莲花村', '马湖村', '河沙村'],
  510131101: ['铁牛村', '西崃村', '黄龙村'],
};

/** The seed site regions: site 1 is the 蒲江县 centre, site 2 the 成都市 centre. */
export const SITE_REGIONS = { county: 510131, city: 510100 } as const;

export function regionSeed(): RegionSeed[] {
  const out: RegionSeed[] = PROVINCES.map(([code, name]) => ({ id: code * 10000, parentId: null, name, level: 1 }));
  for (const [id, name] of SICHUAN_CITIES) out.push({ id, parentId: 510000, name, level: 2 });
  for (const [id, name] of CHENGDU_COUNTIES) out.push({ id, parentId: 510100, name, level: 3 });
  for (const [id, name] of PUJIANG_TOWNSHIPS) out.push({ id, parentId: 510131, name, level: 4 });
  for (const [town, names] of Object.entries(VILLAGES)) {
    names.forEach((name, i) => out.push({ id: Number(town) * 1000 + 201 + i, parentId: Number(town), name, level: 5 }));
  }
  return out;
}
