// x-default (a default taken from a site setting): the field must hold what the setting is (a whole
// number), and it cannot also declare a fixed `default` (which one would the form show?).
import { takesSiteNumber } from '../site/defaults.ts';
import { report } from './context.ts';
import type { ProjectRule } from './project.ts';
import { pointer } from './util.ts';

export const checkSiteDefaults: ProjectRule = (ctx, project) => {
  for (const [file, e] of project.entities) {
    for (const [name, p] of Object.entries(e.properties)) {
      const d = p['x-default'];
      if (!d) continue;
      const at = pointer('properties', name, 'x-default');
      if (!takesSiteNumber(p)) report(ctx, file, at, `站点参数 "${d.siteSetting}" 是整数，字段 "${name}" 须为整数类型或 format 为 positive-integer / integer 的文本`);
      if (p.default !== undefined) report(ctx, file, at, `字段 "${name}" 已有固定默认值 default，不能再取站点参数默认值`);
    }
  }
};
