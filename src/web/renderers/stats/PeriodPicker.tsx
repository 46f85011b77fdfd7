// Year and month selects; the choices are the years/months that have records (homepageSummary options).
import { Select, Space } from 'antd';
import { useEffect, useState } from 'react';
import { statsApi } from './api.ts';

export interface PeriodPickerProps {
  year: number | null;
  month: number | null;
  onChange: (year: number | null, month: number | null) => void;
}

export function PeriodPicker({ year, month, onChange }: PeriodPickerProps) {
  const [years, setYears] = useState<number[]>([]);
  const [months, setMonths] = useState<number[]>([]);

  useEffect(() => {
    let live = true;
    // Without options the selects still offer 全部年份, so a failure here only narrows the choice.
    statsApi.years().then((ys) => live && setYears(ys), () => live && setYears([]));
    return () => {
      live = false;
    };
  }, []);

  useEffect(() => {
    let live = true;
    if (year === null) setMonths([]);
    else statsApi.months(year).then((ms) => live && setMonths(ms), () => live && setMonths([]));
    return () => {
      live = false;
    };
  }, [year]);

  return (
    <Space>
      <Select<number | null>
        aria-label="年份"
        value={year}
        style={{ width: 120 }}
        options={[{ value: null, label: '全部年份' }, ...years.map((y) => ({ value: y, label: `${y}年` }))]}
        onChange={(y) => onChange(y, null)}
      />
      <Select<number | null>
        aria-label="月份"
        value={month}
        disabled={year === null}
        style={{ width: 100 }}
        options={[{ value: null, label: '全年' }, ...months.map((m) => ({ value: m, label: `${m}月` }))]}
        onChange={(m) => onChange(year, m)}
      />
    </Space>
  );
}
