// Year and month selects; the choices are the years/months that have records (homepageSummary options).
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import { queryKeys } from '../../query/keys.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { statsApi } from './api.ts';

export interface PeriodPickerProps {
  year: number | null;
  month: number | null;
  onChange: (year: number | null, month: number | null) => void;
}

/** "All years" / "whole year": antd warns on a null option value, and 0 is never a year or a month. */
const ALL = 0;
const orNull = (v: number): number | null => (v === ALL ? null : v);

export function PeriodPicker({ year, month, onChange }: PeriodPickerProps) {
  // Without options the selects still offer 全部年份, so a failure here only narrows the choice.
  const years = useApiQuery(queryKeys.periodYears(), statsApi.years).data ?? [];
  const monthsOf = useApiQuery(queryKeys.periodMonths(year ?? 0), () => statsApi.months(year!), { enabled: year !== null, keepPrevious: false });
  const months = year === null ? [] : (monthsOf.data ?? []);

  return (
    <Space>
      <Select<number>
        aria-label="年份"
        value={year ?? ALL}
        style={{ width: 120 }}
        options={[{ value: ALL, label: '全部年份' }, ...years.map((y) => ({ value: y, label: `${y}年` }))]}
        onChange={(y) => onChange(orNull(y), null)}
      />
      <Select<number>
        aria-label="月份"
        value={month ?? ALL}
        disabled={year === null}
        style={{ width: 100 }}
        options={[{ value: ALL, label: '全年' }, ...months.map((m) => ({ value: m, label: `${m}月` }))]}
        onChange={(m) => onChange(year, orNull(m))}
      />
    </Space>
  );
}
