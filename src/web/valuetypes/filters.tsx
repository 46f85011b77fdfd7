// The control above a list for each filter widget a value type names (registered in registry.ts): a
// region cascader, a reference picker, a select of the field's codes, a date range, a text box (a number
// range is typed as "min,max"). The cascader and the date range load only for a list that has one.
import Input from 'antd/es/input';
import Select from 'antd/es/select';
import type { FilterWidget } from '../../shared/valuetypes/index.ts';
import { filterOptions } from '../renderers/list/filterOptions.ts';
import { useDictionary } from '../renderers/shared/dictionary.ts';
import { RefSelect } from '../renderers/shared/RefSelect.tsx';
import { registerValueRenderers, type FilterControl, type FilterControlProps } from './registry.ts';
import { late } from '../engine/late.tsx';
import type { RegionCascaderProps } from '../renderers/shared/RegionCascader.tsx';

// A disabled box of the control's size stands in while its code loads.
const DateRangeFilter = late(() => import('../renderers/list/DateRangeFilter.tsx'), (p) => <Input disabled style={{ width: 240 }} aria-label={p.title} />).component;
// The cascader (with rc-tree under it) loads only for a list with a region filter.
const RegionCascader = late<RegionCascaderProps>(
  () => import('../renderers/shared/RegionCascader.tsx').then((m) => ({ default: m.RegionCascader })),
  (p) => <Input disabled style={{ width: 220 }} aria-label={p['aria-label']} />,
).component;

function TextFilter({ title, value, set, onSearch, placeholder }: FilterControlProps & { placeholder?: string }) {
  return (
    <Input
      aria-label={title}
      allowClear
      placeholder={placeholder ?? `请输入${title}`}
      style={{ width: 200 }}
      value={value ?? ''}
      onChange={(e) => set(e.target.value)}
      onPressEnter={onSearch}
    />
  );
}

function SelectFilter({ entity, field, title, value, set }: FilterControlProps) {
  const dict = useDictionary(entity.properties[field]?.['x-dict']);
  return (
    <Select
      aria-label={title}
      allowClear
      placeholder={`请选择${title}`}
      style={{ width: 160 }}
      options={filterOptions(entity, field, dict)}
      value={value || undefined}
      onChange={(v: string | undefined) => set(v)}
    />
  );
}

function RegionFilter({ title, value, set }: FilterControlProps) {
  return (
    <RegionCascader aria-label={title} style={{ width: 220 }} anyLevel value={value || undefined} onChange={set} />
  );
}

/** A reference picker; a field that names no target (a page's override) is searched as text. */
function ReferenceFilter(p: FilterControlProps) {
  const ref = p.entity.properties[p.field]?.['x-ref'];
  if (!ref) return <TextFilter {...p} />;
  return <RefSelect aria-label={p.title} style={{ width: 220 }} from={`${p.entity.name}.${p.field}`} target={ref.entity} value={p.value || undefined} onChange={(v) => p.set(v)} />;
}

function DateRangeControl({ title, value, set }: FilterControlProps) {
  return (
    <DateRangeFilter title={title} value={value} set={set} />
  );
}

const CONTROLS: Record<FilterWidget, FilterControl> = {
  input: TextFilter,
  select: SelectFilter,
  'date-range': DateRangeControl,
  'number-range': (p) => <TextFilter {...p} placeholder="最小值,最大值" />,
  region: RegionFilter,
  reference: ReferenceFilter,
};

registerValueRenderers('filter', 'filters', CONTROLS);
