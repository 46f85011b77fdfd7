// @vitest-environment jsdom
// Route generation and the navigation guard, on the project's real menus.json and pages.json.
import { describe, expect, it } from 'vitest';
import menus from '../../../menus.json' with { type: 'json' };
import pages from '../../../pages.json' with { type: 'json' };
import type { AppMeta } from '../../../src/shared/api.ts';
import type { Principal } from '../../../src/shared/permission.ts';
import type { PageEntry } from '../../../src/shared/schema/types.ts';
import {
  allPages,
  documentTitle,
  guardDecision,
  landingPath,
  permittedPages,
  resolvePath,
  safeRedirect,
} from '../../../src/web/app/routes.ts';

const meta: AppMeta = { menus: menus, pages: pages.pages as PageEntry[], home: pages.home };

const admin: Principal = { userId: 1, roles: ['admin'], menuNames: [], siteId: null };
const operator: Principal = { userId: 2, roles: ['operator'], menuNames: ['franchise'], siteId: 1 };
const auditor: Principal = { userId: 3, roles: ['auditor'], menuNames: ['audit_list', 'franchise', 'franchise_approval'], siteId: 1 };
const nobody: Principal = { userId: 4, roles: ['finance'], menuNames: [], siteId: 1 };

const ids = (p: Principal) => permittedPages(p, meta).map((e) => e.id);

describe('routes generated from pages.json by the shared permission rule', () => {
  it('gives admin every page', () => {
    expect(ids(admin)).toHaveLength(allPages(meta).length);
    expect(ids(admin)).toContain('variety_landing');
  });

  it('gives an operator the franchise list, form and detail, and no audit pages', () => {
    const got = ids(operator);
    expect(got).toEqual(expect.arrayContaining(['home', 'franchise_list', 'franchise_form', 'franchise_detail']));
    expect(got).not.toContain('audit_list');
    expect(got).not.toContain('franchise_audit');
    expect(got).not.toContain('franchise_approval');
  });

  it("keeps a page only when its roles include the user's first role", () => {
    // the auditor reaches menu "franchise", but franchise_form is for admin and operator only
    expect(ids(auditor)).toContain('franchise_list');
    expect(ids(auditor)).not.toContain('franchise_form');
    expect(ids(auditor)).toContain('franchise_audit');
  });

  it('opens pages without roles or menu (home) to every logged-in user', () => {
    // Exactly the entries of pages.json that are public or name neither roles nor a menu.
    const open = allPages(meta)
      .filter((e) => e.public === true || (!e.menu && !(e.roles && e.roles.length > 0)))
      .map((e) => e.id);
    expect(open).toEqual(expect.arrayContaining(['home', 'variety_landing']));
    expect(ids(nobody)).toEqual(open);
    expect(ids(nobody)).not.toContain('franchise_list');
  });
});

describe('resolvePath', () => {
  it("sends / to pages.json's home page", () => {
    expect(meta.home).toBe('home');
    expect(resolvePath('/', meta, operator)).toEqual({ kind: 'redirect', to: '/home' });
    const moved: AppMeta = { ...meta, pages: meta.pages.map((p) => (p.id === 'home' ? { ...p, path: '/start' } : p)) };
    expect(resolvePath('/', moved, operator)).toEqual({ kind: 'redirect', to: '/start' });
  });
  it('sends / to the first page the user may open when pages.json names no home, or one the user may not open', () => {
    expect(landingPath({ ...meta, home: undefined }, operator)).toBe(meta.pages[0]!.path);
    // audit_list is for admin and auditor: the operator lands on the first page open to them.
    expect(landingPath({ ...meta, home: 'audit_list' }, auditor)).toBe('/home/audit_list');
    expect(landingPath({ ...meta, home: 'audit_list' }, operator)).toBe('/home');
    expect(resolvePath('/', { ...meta, pages: [] }, operator)).toEqual({ kind: 'forbidden' });
  });
  it('finds a permitted page', () => {
    const r = resolvePath('/transaction_management/release/franchise', meta, operator);
    expect(r.kind === 'page' && r.entry.id).toBe('franchise_list');
  });
  it('calls a known page the user may not open forbidden (→ /401)', () => {
    expect(resolvePath('/home/audit_list', meta, operator)).toEqual({ kind: 'forbidden' });
  });
  it('calls an unknown path missing (→ /404)', () => {
    expect(resolvePath('/no/such/page', meta, admin)).toEqual({ kind: 'missing' });
  });
});

describe('guardDecision', () => {
  const base = { search: '', loaded: false, publicPaths: new Set(['/project_map']) };
  it('lets public paths through without a token: the app routes, and public pages once known', () => {
    for (const p of ['/login', '/auth-redirect', '/project_map', '/printing', '/404', '/401']) {
      expect(guardDecision({ ...base, pathname: p, token: null })).toEqual({ kind: 'pass' });
    }
    // Whether another path is a public page is asked before sending the visitor to the login.
    expect(guardDecision({ ...base, pathname: '/project_map', token: null, publicPaths: null })).toEqual({ kind: 'public-check' });
    expect(guardDecision({ ...base, pathname: '/login', token: null, publicPaths: null })).toEqual({ kind: 'pass' });
  });
  it('sends everything else to /login?redirect=<path and query>', () => {
    expect(guardDecision({ ...base, pathname: '/home/audit_list', search: '?a=1', token: null })).toEqual({
      kind: 'redirect',
      to: '/login?redirect=%2Fhome%2Faudit_list%3Fa%3D1',
    });
  });
  it('sends a logged-in visit to /login on to its redirect, or /', () => {
    expect(guardDecision({ ...base, pathname: '/login', token: 't' })).toEqual({ kind: 'redirect', to: '/' });
    expect(guardDecision({ ...base, pathname: '/login', search: '?redirect=%2Fhome%2Faudit_list', token: 't' })).toEqual({
      kind: 'redirect',
      to: '/home/audit_list',
    });
  });
  it('lets /login through when the query carries a different token (single sign-on)', () => {
    expect(guardDecision({ ...base, pathname: '/login', search: '?token=other', token: 't' })).toEqual({ kind: 'pass' });
    expect(guardDecision({ ...base, pathname: '/login', search: '?token=t', token: 't' })).toEqual({ kind: 'redirect', to: '/' });
  });
  it('loads user info once per session before letting pages through', () => {
    expect(guardDecision({ ...base, pathname: '/home', token: 't' })).toEqual({ kind: 'load' });
    expect(guardDecision({ ...base, pathname: '/home', token: 't', loaded: true })).toEqual({ kind: 'pass' });
  });
});

describe('titles and redirects', () => {
  it('titles pages "<page> - 农村产权交易服务中心管理后台"', () => {
    expect(documentTitle('首页')).toBe('首页 - 农村产权交易服务中心管理后台');
    expect(documentTitle()).toBe('农村产权交易服务中心管理后台');
  });
  it('only redirects inside the app', () => {
    expect(safeRedirect('/home')).toBe('/home');
    expect(safeRedirect('//evil.example')).toBe('/');
    expect(safeRedirect('https://evil.example')).toBe('/');
    expect(safeRedirect(null)).toBe('/');
  });
});
