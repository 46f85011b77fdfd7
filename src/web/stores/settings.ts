// The settings panel (reference 1.4, spec section 9): theme colour, tags view, fixed header, sidebar logo.
// Unlike the original, choices are persisted per browser under SETTINGS_KEY, so they survive a reload.
import { create } from 'zustand';
import { SETTINGS_KEY } from '../persist/keys.ts';
import { readJson, writeItem } from '../persist/storage.ts';

export const DEFAULT_THEME = '#527FFC';

/** The predefined theme colours offered by the panel (six to eight, spec section 9). */
export const THEME_PRESETS: { color: string; name: string }[] = [
  { color: '#527FFC', name: '默认蓝' },
  { color: '#1C4F8E', name: '深海蓝' },
  { color: '#1890FF', name: '拂晓蓝' },
  { color: '#13C2C2', name: '明青' },
  { color: '#52C41A', name: '极光绿' },
  { color: '#FA8C16', name: '日暮橙' },
  { color: '#F5222D', name: '薄暮红' },
  { color: '#722ED1', name: '酱紫' },
];

export interface Settings {
  theme: string;
  tagsView: boolean;
  fixedHeader: boolean;
  sidebarLogo: boolean;
}

export const DEFAULT_SETTINGS: Settings = {
  theme: DEFAULT_THEME,
  tagsView: true,
  fixedHeader: false,
  sidebarLogo: true,
};

const HEX = /^#[0-9a-f]{6}$/i;

/** Stored settings, each value checked, defaults for anything missing or malformed. */
export function readSettings(): Settings {
  const raw = readJson<Partial<Record<keyof Settings, unknown>>>(SETTINGS_KEY) ?? {};
  const bool = (k: 'tagsView' | 'fixedHeader' | 'sidebarLogo'): boolean =>
    typeof raw[k] === 'boolean' ? (raw[k]) : DEFAULT_SETTINGS[k];
  return {
    theme: typeof raw.theme === 'string' && HEX.test(raw.theme) ? raw.theme : DEFAULT_SETTINGS.theme,
    tagsView: bool('tagsView'),
    fixedHeader: bool('fixedHeader'),
    sidebarLogo: bool('sidebarLogo'),
  };
}

interface SettingsState extends Settings {
  /** Like the original's changeSetting: only known keys are written. */
  change<K extends keyof Settings>(key: K, value: Settings[K]): void;
}

export const useSettings = create<SettingsState>((set, get) => ({
  ...readSettings(),
  change: (key, value) => {
    if (!(key in DEFAULT_SETTINGS)) return;
    set({ [key]: value } as Pick<Settings, typeof key>);
    const { theme, tagsView, fixedHeader, sidebarLogo } = get();
    writeItem(SETTINGS_KEY, JSON.stringify({ theme, tagsView, fixedHeader, sidebarLogo }));
  },
}));
