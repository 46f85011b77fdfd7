// @vitest-environment jsdom
import { describe, expect, it } from 'vitest';
import {
  addView,
  closeAll,
  closeOthers,
  closeView,
  refreshView,
  seedAffix,
  type TagView,
} from '../../../src/web/stores/tag-rules.ts';

const view = (path: string, extra: Partial<TagView> = {}): TagView => ({
  path,
  fullPath: path,
  title: path.slice(1),
  affix: false,
  noCache: false,
  refresh: 0,
  ...extra,
});

const home = view('/home', { affix: true, title: '首页' });
const a = view('/a');
const b = view('/b');
const c = view('/c');
const paths = (vs: TagView[]) => vs.map((v) => v.path);

describe('tags view rules', () => {
  it('adds a view once per path and updates its query in place', () => {
    let vs = addView([], { path: '/a', fullPath: '/a', title: 'A', affix: false, noCache: false });
    vs = addView(vs, { path: '/b', fullPath: '/b', title: 'B', affix: false, noCache: false });
    vs = addView(vs, { path: '/a', fullPath: '/a?id=3', title: 'A', affix: false, noCache: false });
    expect(paths(vs)).toEqual(['/a', '/b']);
    expect(vs[0]!.fullPath).toBe('/a?id=3');
  });

  it('returns the same list when nothing changes (no needless renders)', () => {
    const vs = [a];
    expect(addView(vs, { ...a })).toBe(vs);
  });

  it('seeds affixed views first, once', () => {
    const vs = seedAffix([a], [home]);
    expect(paths(vs)).toEqual(['/home', '/a']);
    expect(seedAffix(vs, [home])).toBe(vs);
  });

  it('cannot close an affixed view', () => {
    const vs = [home, a];
    expect(closeView(vs, '/home', '/home')).toEqual({ views: vs, navigate: null });
  });

  it('closing the active view moves to the last one left', () => {
    const r = closeView([home, a, b, c], '/b', '/b');
    expect(paths(r.views)).toEqual(['/home', '/a', '/c']);
    expect(r.navigate).toBe('/c');
  });

  it('closing the active last view moves to the new last one (its full path)', () => {
    const r = closeView([home, view('/a', { fullPath: '/a?id=1' }), b], '/b', '/b');
    expect(r.navigate).toBe('/a?id=1');
  });

  it('closing another view stays put', () => {
    const r = closeView([home, a, b], '/a', '/b');
    expect(paths(r.views)).toEqual(['/home', '/b']);
    expect(r.navigate).toBeNull();
  });

  it('closing the only view goes to /', () => {
    expect(closeView([a], '/a', '/a')).toEqual({ views: [], navigate: '/' });
  });

  it('close others keeps affixed views and the chosen one, and goes to it', () => {
    const r = closeOthers([home, a, b, c], '/b', '/c');
    expect(paths(r.views)).toEqual(['/home', '/b']);
    expect(r.navigate).toBe('/b');
    expect(closeOthers([home, a, b], '/b', '/b').navigate).toBeNull();
  });

  it('close all keeps only affixed views and leaves a closed active page', () => {
    const r = closeAll([home, a, b], '/b');
    expect(paths(r.views)).toEqual(['/home']);
    expect(r.navigate).toBe('/home');
    expect(closeAll([home, a], '/home').navigate).toBeNull();
    expect(closeAll([a, b], '/a')).toEqual({ views: [], navigate: '/' });
  });

  it('refresh bumps only that view, so only that page remounts', () => {
    const vs = refreshView([a, b], '/b');
    expect(vs.map((v) => v.refresh)).toEqual([0, 1]);
    expect(vs[0]).toBe(a);
  });
});
