// The region picker: a cascader from province to village over the region tree in the database, each
// level's children loaded when it is opened. The stored value is the code of the last level chosen; the
// path to it follows from the code's digits, so an existing value opens with its names already shown.
//
// The levels loaded so far are kept by parent code, and the cascader's options are derived from them on
// every render. Choosing a level changes the value (any level may be chosen) while that level's children
// are still on their way; with the options rebuilt from the value, the answer landed on an option that
// was no longer shown, the level spun on and needed a second click.
import Cascader from 'antd/es/cascader';
import { useCallback, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
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

/** The provinces' key among the loaded levels. */
const ROOT = '';

interface Entry {
  value: string;
  label: string;
  hasChildren: boolean;
}

const toEntry = (r: RegionEntry): Entry => ({ value: String(r.id), label: r.name, hasChildren: r.hasChildren });

/** The children of a region (the provinces for ROOT). A refusal shows the server's message (request layer). */
async function children(code: string): Promise<Entry[]> {
  const rows = code === ROOT
    ? await http.get<RegionEntry[]>(COMMON_API.provinces, {})
    : await http.get<RegionEntry[]>(COMMON_API.childRegions, { locId: code });
  return (rows ?? []).map(toEntry);
}

type Levels = ReadonlyMap<string, readonly Entry[]>;

/**
 * The cascader's options under `parent` from the levels loaded so far. A level that failed to load gets
 * an empty list: the cascader then stops its spinner, and opening the level again asks again.
 */
export function optionsOf(levels: Levels, failed: ReadonlySet<string>, parent: string = ROOT): RegionOption[] {
  return (levels.get(parent) ?? []).map((e) => {
    const kids = levels.get(e.value);
    const option: RegionOption = { value: e.value, label: e.label, isLeaf: !e.hasChildren || kids?.length === 0 };
    if (kids && kids.length > 0) option.children = optionsOf(levels, failed, e.value);
    else if (!kids && failed.has(e.value)) option.children = [];
    return option;
  });
}

export function RegionCascader({ value, onChange, anyLevel = true, disabled, id, placeholder = '请选择地区', style, onBlur, ...rest }: RegionCascaderProps) {
  const [levels, setLevels] = useState<Levels>(() => new Map());
  const [failed, setFailed] = useState<ReadonlySet<string>>(() => new Set());
  // Levels loaded, and levels asked for and not yet answered: each is asked once, unless it failed.
  const known = useRef(new Set<string>());
  const asking = useRef(new Set<string>());
  const live = useRef(true);
  useEffect(() => {
    live.current = true;
    return () => {
      live.current = false;
    };
  }, []);

  const load = useCallback((code: string) => {
    if (known.current.has(code) || asking.current.has(code)) return;
    asking.current.add(code);
    children(code).then(
      (list) => {
        asking.current.delete(code);
        known.current.add(code);
        if (!live.current) return;
        setLevels((m) => new Map(m).set(code, list));
        setFailed((f) => (f.has(code) ? new Set([...f].filter((c) => c !== code)) : f));
      },
      () => {
        asking.current.delete(code);
        if (live.current) setFailed((f) => new Set(f).add(code));
      },
    );
  }, []);

  const path = value ? regionPath(value) : [];
  const pathKey = path.join(',');

  // The provinces, and the levels along the value's path so every level of it is named (all at once: the
  // codes of the path follow from the value's digits). Levels already loaded are not asked again.
  useEffect(() => {
    for (const code of [ROOT, ...(pathKey ? pathKey.split(',').slice(0, -1) : [])]) load(code);
  }, [pathKey, load]);

  const options = useMemo(() => optionsOf(levels, failed), [levels, failed]);

  const loadData = (selected: RegionOption[]) => {
    const last = selected.at(-1);
    if (last) load(last.value);
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
      placeholder={failed.has(ROOT) ? '地区加载失败' : placeholder}
      value={path.length ? path : undefined}
      onChange={(codes) => onChange(codes && codes.length ? String(codes.at(-1)) : undefined)}
      onBlur={onBlur}
      // Provinces that failed to load are asked for again when the picker is opened again.
      onOpenChange={(open) => {
        if (open && failed.has(ROOT)) load(ROOT);
      }}
      showSearch={false}
      allowClear
    />
  );
}
