// The reference picker: a searchable select over the records a field may point at (remote search by
// label or number, 20 a page, more on scroll). It shows the label, never a bare id.
import Select from 'antd/es/select';
import Spin from 'antd/es/spin';
import { useEffect, useRef, useState, type CSSProperties } from 'react';
import { LOOKUP_API, type RefOption, type RefOptionsResult } from '../../../shared/valuetypes/api.ts';
import { http } from '../../request/http.ts';
import { refStore } from './refs.ts';

const PAGE_SIZE = 20;
/** Typing pauses this long before a search goes out, so one word is one request. */
const SEARCH_DELAY_MS = 250;

export interface RefSelectProps {
  /** The referring field, "<entity>.<field>": the server applies its x-ref filter. */
  from: string;
  /** Target entity (for the label of the current value). */
  target: string;
  value?: string;
  onChange: (id: string | undefined, picked?: RefOption) => void;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onBlur?: () => void;
}

export function RefSelect({ from, target, value, onChange, disabled, id, placeholder = '输入名称或编号搜索', style, onBlur, ...rest }: RefSelectProps) {
  const [q, setQ] = useState('');
  const [items, setItems] = useState<RefOption[]>([]);
  const [total, setTotal] = useState(0);
  const [page, setPage] = useState(1);
  const [loading, setLoading] = useState(false);
  const [open, setOpen] = useState(false);
  const seq = useRef(0);
  const labels = refStore(target).useLabels(value ? [value] : []);

  useEffect(() => {
    if (!open) return;
    const mine = ++seq.current;
    const timer = setTimeout(() => {
      setLoading(true);
      http
        .get<RefOptionsResult>(LOOKUP_API.refOptions, { from, q, page, size: PAGE_SIZE }, { silent: true })
        .then((r) => {
          if (mine !== seq.current) return;
          setItems((old) => (page === 1 ? r.list : [...old, ...r.list]));
          setTotal(r.total);
        })
        .catch(() => mine === seq.current && setItems([]))
        .finally(() => mine === seq.current && setLoading(false));
    }, page === 1 ? SEARCH_DELAY_MS : 0);
    return () => clearTimeout(timer);
  }, [from, q, page, open]);

  // The current value is always an option, with its label, even before the list is searched.
  const current = value && !items.some((o) => String(o.id) === value) ? [{ value, label: labels[value] ?? `编号 ${value}` }] : [];
  const options = [...current, ...items.map((o) => ({ value: String(o.id), label: `${o.label}（编号 ${o.id}）` }))];

  return (
    <Select
      id={id}
      aria-label={rest['aria-label']}
      style={style}
      showSearch={{ filterOption: false, onSearch: (s: string) => { setQ(s.trim()); setPage(1); } }}
      allowClear
      disabled={disabled}
      placeholder={placeholder}
      value={value || undefined}
      options={options}
      notFoundContent={loading ? <Spin size="small" /> : '无匹配记录'}
      onOpenChange={(o) => {
        setOpen(o);
        if (o) setPage(1);
      }}
      onPopupScroll={(e) => {
        const el = e.currentTarget;
        if (!loading && items.length < total && el.scrollTop + el.clientHeight >= el.scrollHeight - 24) setPage((p) => p + 1);
      }}
      onChange={(v: string | undefined) => onChange(v, items.find((o) => String(o.id) === v))}
      onBlur={onBlur}
    />
  );
}
