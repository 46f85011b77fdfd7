// The search form above a list: one control per schema filter, 查询 / 重置, Enter searches.
import Button from 'antd/es/button';
import Space from 'antd/es/space';
import type { EntitySchema, ListFilter } from '../../../shared/schema/types.ts';
import '../../valuetypes/filters.tsx';
import { valueRenderer } from '../../valuetypes/registry.ts';
import { fieldTitle, fieldType } from '../shared/fields.ts';
import { filterKey, type FilterValues } from './query.ts';

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
  // The value type decides the input unless the page names one (src/web/valuetypes/filters.tsx).
  const Control = valueRenderer('filter', filter.widget ?? fieldType(entity, filter.field).filter.widget);
  return <Control entity={entity} field={filter.field} title={fieldTitle(entity, filter.field, filter.title)} value={value} set={set} onSearch={onSearch} />;
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
