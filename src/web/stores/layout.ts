// Sidebar, device and size (reference 1.5, spec sections 3 and 4).
import { create } from 'zustand';
import { getCookie, removeCookie, setCookie } from '../persist/cookies.ts';
import { CookieKey } from '../persist/keys.ts';

export type Device = 'desktop' | 'mobile';
export type Size = 'default' | 'medium' | 'small' | 'mini';

export const SIZES: { value: Size; label: string }[] = [
  { value: 'default', label: '默认' },
  { value: 'medium', label: '中等' },
  { value: 'small', label: '小型' },
  { value: 'mini', label: '迷你' },
];

/** Below this width the layout behaves as on a phone. */
export const MOBILE_WIDTH = 992;

export function deviceFor(width: number): Device {
  return width - 1 < MOBILE_WIDTH ? 'mobile' : 'desktop';
}

/** antd has three component sizes; the original's four map onto them. */
export function antdSize(size: Size): 'large' | 'middle' | 'small' {
  if (size === 'default') return 'large';
  if (size === 'medium') return 'middle';
  return 'small';
}

function readSize(): Size {
  const v = getCookie(CookieKey.size);
  return v === 'default' || v === 'medium' || v === 'small' || v === 'mini' ? v : 'medium';
}

/**
 * Open by default unless a stored status says otherwise; the stored status is then removed, so it
 * applies to one page load only (spec section 4).
 */
function initialOpened(): boolean {
  const v = getCookie(CookieKey.sidebarStatus);
  if (v === undefined) return true;
  removeCookie(CookieKey.sidebarStatus);
  return v !== '0';
}

interface LayoutState {
  sidebar: { opened: boolean; withoutAnimation: boolean };
  device: Device;
  size: Size;
  toggleSidebar(): void;
  closeSidebar(withoutAnimation: boolean): void;
  setDevice(d: Device): void;
  setSize(s: Size): void;
}

export const useLayout = create<LayoutState>((set, get) => ({
  sidebar: { opened: initialOpened(), withoutAnimation: false },
  device: 'desktop',
  size: readSize(),
  toggleSidebar: () => {
    const opened = !get().sidebar.opened;
    setCookie(CookieKey.sidebarStatus, opened ? '1' : '0');
    set({ sidebar: { opened, withoutAnimation: false } });
  },
  closeSidebar: (withoutAnimation) => {
    setCookie(CookieKey.sidebarStatus, '0');
    set({ sidebar: { opened: false, withoutAnimation } });
  },
  setDevice: (device) => set({ device }),
  setSize: (size) => {
    setCookie(CookieKey.size, size, 365);
    set({ size });
  },
}));
