// @vitest-environment jsdom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { clearCookies } from '../request/fakes.ts';

beforeEach(() => {
  localStorage.clear();
  clearCookies();
  vi.resetModules();
});

// Each test imports the stores afresh, as a page reload would.
const load = async () => ({
  settings: await import('../../../src/web/stores/settings.ts'),
  layout: await import('../../../src/web/stores/layout.ts'),
  skin: await import('../../../src/web/stores/skin.ts'),
  cookies: await import('../../../src/web/persist/cookies.ts'),
});

describe('settings panel store', () => {
  it('defaults: #527FFC, tags view on, fixed header off, sidebar logo on', async () => {
    const { settings } = await load();
    expect(settings.useSettings.getState()).toMatchObject({
      theme: '#527FFC',
      tagsView: true,
      fixedHeader: false,
      sidebarLogo: true,
    });
    expect(settings.THEME_PRESETS.length).toBeGreaterThanOrEqual(6);
    expect(settings.THEME_PRESETS.length).toBeLessThanOrEqual(8);
  });

  it('persists each change and reads it back after a reload', async () => {
    const first = await load();
    first.settings.useSettings.getState().change('theme', '#1C4F8E');
    first.settings.useSettings.getState().change('fixedHeader', true);
    first.settings.useSettings.getState().change('tagsView', false);
    vi.resetModules();
    const second = await load();
    expect(second.settings.useSettings.getState()).toMatchObject({ theme: '#1C4F8E', fixedHeader: true, tagsView: false, sidebarLogo: true });
  });

  it('falls back to defaults for malformed stored values', async () => {
    localStorage.setItem('layout-settings', JSON.stringify({ theme: 'red', tagsView: 'yes', fixedHeader: true }));
    const { settings } = await load();
    expect(settings.useSettings.getState()).toMatchObject({ theme: '#527FFC', tagsView: true, fixedHeader: true });
  });

  it('a skin sets the theme colour and is stored under "skin"', async () => {
    const { settings, skin } = await load();
    skin.useSkin.getState().choose('2');
    expect(localStorage.getItem('skin')).toBe('2');
    expect(settings.useSettings.getState().theme).toBe('#1C4F8E');
  });
});

describe('size, device and sidebar', () => {
  it('size defaults to medium, persists in the cookie "size" and maps onto antd sizes', async () => {
    const first = await load();
    expect(first.layout.useLayout.getState().size).toBe('medium');
    expect(first.layout.antdSize('medium')).toBe('middle');
    first.layout.useLayout.getState().setSize('small');
    expect(first.cookies.getCookie('size')).toBe('small');
    vi.resetModules();
    const second = await load();
    expect(second.layout.useLayout.getState().size).toBe('small');
    expect(second.layout.antdSize('small')).toBe('small');
  });

  it('is mobile under 992px', async () => {
    const { layout } = await load();
    expect(layout.deviceFor(800)).toBe('mobile');
    expect(layout.deviceFor(992)).toBe('mobile'); // width - 1 < 992, as the original
    expect(layout.deviceFor(993)).toBe('desktop');
  });

  it('opens the sidebar by default; a stored status applies once and is then removed', async () => {
    const first = await load();
    expect(first.layout.useLayout.getState().sidebar.opened).toBe(true);
    first.cookies.setCookie('sidebarStatus', '0');
    vi.resetModules();
    const second = await load();
    expect(second.layout.useLayout.getState().sidebar.opened).toBe(false);
    expect(second.cookies.getCookie('sidebarStatus')).toBeUndefined();
  });

  it('toggle flips and clears withoutAnimation; close may skip the animation', async () => {
    const { layout } = await load();
    const s = layout.useLayout.getState;
    s().closeSidebar(true);
    expect(s().sidebar).toEqual({ opened: false, withoutAnimation: true });
    s().toggleSidebar();
    expect(s().sidebar).toEqual({ opened: true, withoutAnimation: false });
  });
});
