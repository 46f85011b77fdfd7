// 占位符对照: every placeholder the template text uses, with the Chinese name of its field and filter,
// so a reader of {{transferorName|capital}} sees "出让方名称 · 人民币大写".
import Typography from 'antd/es/typography';
import { CONTEXT_FIELDS, FILTERS, isFilterName, listPlaceholders } from '../../../shared/template/index.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';

const SYSTEM: Record<string, string> = { id: '记录编号', status: '状态', createdAt: '创建时间' };

export function placeholderLabel(entity: EntitySchema, field: string, filter?: string): string {
  const name = entity.properties[field]?.title ?? SYSTEM[field] ?? (CONTEXT_FIELDS as Record<string, string>)[field] ?? '未知字段';
  return filter ? `${name} · ${isFilterName(filter) ? FILTERS[filter] : '未知格式'}` : name;
}

export function PlaceholderLegend({ text, entity }: { text: string; entity: EntitySchema }) {
  const seen = new Map<string, string>();
  for (const p of listPlaceholders(text)) if (!seen.has(p.raw)) seen.set(p.raw, placeholderLabel(entity, p.field, p.filter));
  if (seen.size === 0) return null;
  return (
    <div className="template-legend" aria-label="占位符对照">
      <Typography.Text type="secondary">占位符对照：</Typography.Text>
      <dl>
        {[...seen].map(([raw, label]) => (
          <div key={raw} className="template-legend__item">
            <dt>
              <code>{`{{${raw}}}`}</code>
            </dt>
            <dd>{label}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}
