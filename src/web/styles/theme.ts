// antd theme from the chosen colour: primary colour plus the sidebar menu colours of spec section 9
// (text #333, active and hover in the theme colour, white background).
import type { ThemeConfig } from 'antd';

export const MENU_TEXT = '#333';
export const SIDEBAR_WIDTH = 210;
export const SIDEBAR_COLLAPSED_WIDTH = 54;

/** The theme colour at low opacity, for selected-item backgrounds. */
export function tint(hex: string, alpha: number): string {
  const n = Number.parseInt(hex.slice(1), 16);
  return `rgba(${(n >> 16) & 255}, ${(n >> 8) & 255}, ${n & 255}, ${alpha})`;
}

export function antdTheme(color: string): ThemeConfig {
  return {
    token: { colorPrimary: color, colorLink: color, borderRadius: 4 },
    components: {
      Menu: {
        itemColor: MENU_TEXT,
        itemHoverColor: color,
        itemSelectedColor: color,
        subMenuItemSelectedColor: color,
        itemActiveBg: tint(color, 0.08),
        itemSelectedBg: tint(color, 0.1),
        itemHoverBg: tint(color, 0.06),
        itemBg: '#fff',
        subMenuItemBg: '#fff',
      },
    },
  };
}
