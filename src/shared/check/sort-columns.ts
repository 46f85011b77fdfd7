// A list may be sorted only by a field whose value type has an order (src/shared/valuetypes: files,
// images and rich text have none): a sortable column or a default sort on one would offer an order that
// means nothing.
import { isSystemField, type DisplayHint } from '../schema/types.ts';
import { valueType } from '../valuetypes/derive.ts';
import { report } from './context.ts';
import type { ProjectRule } from './project.ts';
import { pointer } from './util.ts';

export const checkSortColumns: ProjectRule = (ctx, project) => {
  for (const [file, page] of project.pages) {
    if (page.kind !== 'list') continue;
    const e = ctx.entities.get(page.entity)?.schema;
    if (!e) continue;
    const known = (f: string) => isSystemField(f) || Object.hasOwn(e.properties, f); // else: the page rules report it
    const check = (f: string, at: string, display?: DisplayHint) => {
      const vt = valueType(e, f, display);
      if (known(f) && !vt.sortable) report(ctx, file, at, `${vt.title}字段 "${f}" 不能排序`);
    };
    page.columns.forEach((c, i) => c.sortable === true && check(c.field, pointer('columns', i, 'sortable'), c.display));
    if (page.defaultSort) check(page.defaultSort.field, pointer('defaultSort', 'field'));
  }
};
