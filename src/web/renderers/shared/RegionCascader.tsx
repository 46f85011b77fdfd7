// The region picker: a cascader from province to village over the region tree in the database, each
// level's children loaded when it is opened. The stored value is the code of the last level chosen; the
// path to it follows from the code's digits, so an existing value opens with its names already shown.
import { Cascader } from 'antd';
import { useEffect, useState, type CSSProperties } from 'react';
import { COMMON_API, type RegionEntry } from '../../../shared/api.ts';
import { regionPath } from '../../../shared/valuetypes/region.ts';
import { http } from '../../request/http.ts';

export interface RegionOption {
  value: string;
  label: string;
  isLeaf: boolean;
  children?: RegionOption[];
}

export interface RegionCascaderProps {
  value?: string;
  onChange: (code: string | undefined) => void;
  /** Any level may be chosen (filters: a county includes its townships and villages). */
  anyLevel?: boolean;
  disabled?: boolean;
  id?: string;
  placeholder?: string;
  style?: CSSProperties;
  'aria-label'?: string;
  onBlur?: () => void;
}

const toOption = (r: RegionEntry): RegionOption => ({ value: String(r.id), label: r.name, isLeaf: !r.hasChildren });

async function children(code: string | null): Promise<RegionOption[]> {
  const rows = code === null
    ? await http.get<RegionEntry[]>(COMMON_API.provinces, {}, { silent: true })
    : await http.get<RegionEntry[]>(COMMON_API.childRegions, { locId: code }, { silent: true });
  return (rows ?? []).map(toOption);
}

/** Provinces, and the children along `path` so the cascader can name every level of the value. */
export async function loadTree(path: readonly string[]): Promise<RegionOption[]> {
  const roots = await children(null);
  let level = roots;
  for (const code of path.slice(0, -1)) {
    const node = level.find((o) => o.value === code);
    if (!node || node.isLeaf) break;
    node.children = await children(code);
    level = node.children;
  }
  return roots;
}

export function RegionCascader({ value, onChange, anyLevel = true, disabled, id, placeholder = '请选择地区', style, onBlur, ...rest }: RegionCascaderProps) {
  const [options, setOptions] = useState<RegionOption[]>([]);
  const [failed, setFailed] = useState(false);
  const path = value ? regionPath(value) : [];
  const pathKey = path.join(',');

  useEffect(() => {
    let live = true;
    loadTree(pathKey ? pathKey.split(',') : []).then(
      (o) => live && setOptions(o),
      () => live && setFailed(true),
    );
    return () => {
      live = false;
    };
  }, [pathKey]);

  const loadData = (selected: RegionOption[]) => {
    const last = selected.at(-1);
    if (!last || last.children) return;
    void children(last.value).then((c) => {
      last.children = c;
      if (c.length === 0) last.isLeaf = true;
      setOptions((o) => [...o]);
    });
  };

  return (
    <Cascader<RegionOption>
      id={id}
      aria-label={rest['aria-label']}
      style={style}
      options={options}
      loadData={loadData}
      changeOnSelect={anyLevel}
      disabled={disabled}
      placeholder={failed ? '地区加载失败' : placeholder}
      value={path.length ? path : undefined}
      onChange={(codes) => onChange(codes && codes.length ? String(codes.at(-1)) : undefined)}
      onBlur={onBlur}
      showSearch={false}
      allowClear
    />
  );
}
