// The date-range filter control, its own chunk: antd's date picker is ~35 KB gzip that lists without a
// date filter never load.
import DatePicker from 'antd/es/date-picker';
import dayjs from 'dayjs';
import '../shared/dayjsLocale.ts';

export interface DateRangeFilterProps {
  title: string;
  value: string | undefined;
  set: (v: string | undefined) => void;
}

export default function DateRangeFilter({ title, value, set }: DateRangeFilterProps) {
  const [a, b] = (value ?? '').split(',');
  return (
    <DatePicker.RangePicker
      aria-label={title}
      value={a && b ? [dayjs(a), dayjs(b)] : null}
      onChange={(_, s) => set(s[0] && s[1] ? `${s[0]},${s[1]}` : undefined)}
    />
  );
}
