// The home page's figures come from one stats answer per overview: the states with records, in order,
// and the twelve months of the chosen year; the overviews are stats pages of every role's own entities.
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import type { StatsResult } from '../../../src/shared/api.ts';
import { canPage, type Principal } from '../../../src/shared/permission.ts';
import type { MenusFile, PageEntry } from '../../../src/shared/schema/types.ts';
import { HOME } from '../../../src/plugins/home/shared/manifest.ts';
import { monthCounts, periodQuery, stateCounts } from '../../../src/plugins/home/web/summary.ts';

const result: StatsResult = {
  metrics: { count: 6 },
  groups: {
    status: [
      { key: 'draft', label: '草稿', values: { count: 2 } },
      { key: 'pending', label: '待审核', values: { count: 4 } },
      { key: 'listed', label: '已挂牌', values: { count: 0 } },
      { key: null, label: '未填写', values: { count: 1 } },
    ],
    month: [
      { key: '2025-12', label: '2025-12', values: { count: 9 } },
      { key: '2026-01', label: '2026-01', values: { count: 1 } },
      { key: '2026-11', label: '2026-11', values: { count: '5' } },
    ],
  },
};

describe('home figures', () => {
  it('shows each state that has records, once, in the order the server gives', () => {
    expect(stateCounts(result)).toEqual([
      { key: 'draft', label: '草稿', count: 2 },
      { key: 'pending', label: '待审核', count: 4 },
    ]);
  });

  it('puts the chosen year into twelve months, January first', () => {
    const counts = monthCounts(result, 2026);
    expect(counts).toHaveLength(12);
    expect(counts[0]).toBe(1);
    expect(counts[10]).toBe(5);
    expect(counts.reduce((a, b) => a + b, 0)).toBe(6);
  });

  it('asks for a year, a month of it, or everything', () => {
    expect(periodQuery(null, null)).toEqual({});
    expect(periodQuery(2026, null)).toEqual({ year: 2026 });
    expect(periodQuery(2026, 3)).toEqual({ year: 2026, month: 3 });
  });
});

describe('home overviews by role', () => {
  const pages = (JSON.parse(readFileSync('pages.json', 'utf8')) as { pages: PageEntry[] }).pages;
  const menus = JSON.parse(readFileSync('menus.json', 'utf8')) as MenusFile;
  const who = (role: string): Principal => ({ userId: 1, roles: [role], siteId: 1, menuNames: menus.roles.find((r) => r.name === role)?.menus ?? [] });
  const open = (role: string) => HOME.overviews.filter((id) => canPage(who(role), menus, pages.find((p) => p.id === id)!));

  it('declares every overview as a hidden stats page', () => {
    for (const id of HOME.overviews) expect(pages.find((p) => p.id === id)).toMatchObject({ kind: 'stats', hidden: true });
  });

  it('gives finance earnest money and settlements, never the listings it may not read', () => {
    expect(open('finance')).toEqual(['home_earnest_money', 'home_settlement']);
    expect(open('auditor')).toContain('home_franchise');
    expect(open('operator')).toEqual(['home_franchise', 'home_earnest_money', 'home_settlement']);
  });
});
