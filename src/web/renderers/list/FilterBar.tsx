// The search form above a list: one control per schema filter, 查询 / 重置, Enter searches.
import { Button, Input, Select, Space } from 'antd';
import { lazy, Suspense } from 'react';
import type { EntitySchema, ListFilter } from '../../../shared/schema/types.ts';
import { useDictionary } from '../shared/dictionary.ts';
import { fieldTitle, fieldType } from '../shared/fields.ts';
import { RefSelect } from '../shared/RefSelect.tsx';
import { filterOptions } from './filterOptions.ts';
import { filterKey, type FilterValues } from './query.ts';

const DateRangeFilter = lazy(() => import('./DateRangeFilter.tsx'));
// The cascader (with rc-tree under it) loads only for a list with a region filter.
const RegionCascader = lazy(() => import('../shared/RegionCascader.tsx').then((m) => ({ default: m.RegionCascader })));

export interface FilterBarProps {
  filters: ListFilter[];
  entity: EntitySchema;
  values: FilterValues;
  onChange: (values: FilterValues) => void;
  onSearch: () => void;
  onReset: () => void;
}

function FilterControl({ filter, entity, value, set, onSearch }: {
  filter: ListFilter;
  entity: EntitySchema;
  value: string | undefined;
  set: (v: string | undefined) => void;
  onSearch: () => void;
}) {
  const title = fieldTitle(entity, filter.field, filter.title);
  // The value type decides the input unless the page names one.
  const widget = filter.widget ?? fieldType(entity, filter.field).filter.widget;
  const dict = useDictionary(widget === 'select' ? entity.properties[filter.field]?.['x-dict'] : undefined);
  const ref = entity.properties[filter.field]?.['x-ref'];
  if (widget === 'region') {
    return (
      <Suspense fallback={<Input disabled style={{ width: 220 }} aria-label={title} />}>
        <RegionCascader aria-label={title} style={{ width: 220 }} anyLevel value={value || undefined} onChange={set} />
      </Suspense>
    );
  }
  if (widget === 'reference' && ref) {
    return <RefSelect aria-label={title} style={{ width: 220 }} from={`${entity.name}.${filter.field}`} target={ref.entity} value={value || undefined} onChange={(v) => set(v)} />;
  }
  if (widget === 'select') {
    return (
      <Select
        aria-label={title}
        allowClear
        placeholder={`请选择${title}`}
        style={{ width: 160 }}
        options={filterOptions(entity, filter.field, dict)}
        value={value || undefined}
        onChange={(v: string | undefined) => set(v)}
      />
    );
  }
  if (widget === 'date-range') {
    return (
      <Suspense fallback={<Input disabled style={{ width: 240 }} aria-label={title} />}>
        <DateRangeFilter title={title} value={value} set={set} />
      </Suspense>
    );
  }
  return (
    <Input
      aria-label={title}
      allowClear
      placeholder={widget === 'number-range' ? '最小值,最大值' : `请输入${title}`}
      style={{ width: 200 }}
      value={value ?? ''}
      onChange={(e) => set(e.target.value)}
      onPressEnter={onSearch}
    />
  );
}

export function FilterBar({ filters, entity, values, onChange, onSearch, onReset }: FilterBarProps) {
  if (filters.length === 0) return null;
  return (
    // Enter searches through each input's onPressEnter; the form itself never submits.
    <div className="filter-bar" role="search">
      {filters.map((f) => {
        const key = filterKey(f.field, f.op);
        return (
          <div key={key} className="filter-bar__item">
            <span className="filter-bar__label">{fieldTitle(entity, f.field, f.title)}</span>
            <FilterControl filter={f} entity={entity} value={values[key]} set={(v) => onChange({ ...values, [key]: v })} onSearch={onSearch} />
          </div>
        );
      })}
      <div className="filter-bar__item">
        <Space>
          <Button type="primary" onClick={onSearch}>
            查询
          </Button>
          <Button onClick={onReset}>重置</Button>
        </Space>
      </div>
    </div>
  );
}
