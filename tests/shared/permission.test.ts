// The one permission rule: menus, pages, derived entity grants, actions narrowed by role, site isolation.
import { describe, expect, it } from 'vitest';
import {
  actionAllowed,
  canEntity,
  canMenu,
  canPage,
  canSite,
  entityGrants,
  isAdmin,
  menuPath,
  visibleMenus,
  type Principal,
} from '../../src/shared/permission.ts';
import type { MenusFile, PageEntry, Registry } from '../../src/shared/schema/types.ts';

const menus: MenusFile = {
  sections: [
    { name: 'home_section', title: '首页', children: [{ name: 'home', title: '首页', page: 'home' }] },
    {
      name: 'tm',
      title: '交易管理',
      children: [
        {
          name: 'release',
          title: '项目发布',
          children: [
            { name: 'franchise', title: '出让', page: 'f_list' },
            { name: 'franchise_approval', title: '审核', page: 'f_audit_list' },
          ],
        },
      ],
    },
  ],
  varieties: [],
  roles: [],
};

const pages: PageEntry[] = [
  { id: 'home', path: '/home', title: '首页', kind: 'custom', component: 'home' },
  { id: 'f_list', path: '/tm/f', title: '出让', kind: 'list', schema: 'l.json', menu: 'franchise', roles: ['admin', 'operator', 'auditor'] },
  { id: 'f_form', path: '/tm/f_form', title: '编辑', kind: 'form', schema: 'f.json', menu: 'franchise', roles: ['admin', 'operator'], hidden: true },
  { id: 'f_audit_list', path: '/tm/fa', title: '审核', kind: 'list', schema: 'al.json', menu: 'franchise_approval', roles: ['admin', 'auditor'] },
  { id: 'f_audit', path: '/tm/fa_d', title: '审核详情', kind: 'approval', schema: 'a.json', menu: 'franchise_approval', roles: ['admin', 'auditor'], hidden: true },
  { id: 'login', path: '/login', title: '登录', kind: 'custom', component: 'login', public: true },
];

const reg: Registry = {
  menus,
  pages: { pages },
  entities: {},
  pageSchemas: {
    'l.json': {
      kind: 'list',
      entity: 'franchise',
      columns: [{ field: 'id' }],
      rowActions: [
        { type: 'transition', action: 'submit' },
        { type: 'delete', roles: ['operator'] },
      ],
    },
    'f.json': { kind: 'form', entity: 'franchise', mode: 'auto', fields: ['name'], submitAction: 'submit' },
    'al.json': { kind: 'list', entity: 'franchise', columns: [{ field: 'id' }] },
    'a.json': { kind: 'approval', entity: 'franchise', sections: [], actions: ['approve', 'reject'] },
  },
};

const who = (roles: string[], menuNames: string[], siteId: number | null = 1): Principal => ({ userId: 1, roles, menuNames, siteId });
const operator = who(['operator'], ['tm']);
const auditor = who(['auditor'], ['franchise', 'franchise_approval']);
const finance = who(['finance'], ['home']);
const admin = who(['admin'], [], null);

describe('menus', () => {
  it('finds a menu path within three levels', () => {
    expect(menuPath(menus, 'franchise')).toEqual(['tm', 'release', 'franchise']);
    expect(menuPath(menus, 'nope')).toBeNull();
  });
  it('a whitelisted section reaches its sub-menus; a sibling does not', () => {
    expect(canMenu(operator, menus, 'franchise')).toBe(true);
    expect(canMenu(auditor, menus, 'franchise')).toBe(true);
    expect(canMenu(who(['auditor'], ['franchise']), menus, 'franchise_approval')).toBe(false);
    expect(canMenu(finance, menus, 'franchise')).toBe(false);
  });
  it('visible menus drop empty parents', () => {
    const v = visibleMenus(finance, menus, pages);
    expect(v.map((s) => s.name)).toEqual(['home_section']);
    const o = visibleMenus(operator, menus, pages);
    expect(o[1]?.children?.[0]?.children?.map((c) => c.name)).toEqual(['franchise']);
  });
});

describe('pages', () => {
  it('public pages need no login, others do', () => {
    expect(canPage(null, menus, pages[5]!)).toBe(true);
    expect(canPage(null, menus, pages[0]!)).toBe(false);
  });
  it('routes without roles or menu are open to every logged-in user', () => {
    expect(canPage(finance, menus, pages[0]!)).toBe(true);
  });
  it('page roles are matched against the first (current) role', () => {
    expect(canPage(operator, menus, pages[2]!)).toBe(true);
    expect(canPage(auditor, menus, pages[2]!)).toBe(false);
    expect(canPage(who(['auditor', 'operator'], ['tm']), menus, pages[2]!)).toBe(false);
  });
  it('admin sees every route, by its current role only', () => {
    expect(isAdmin(admin)).toBe(true);
    expect(canPage(admin, menus, pages[4]!)).toBe(true);
    expect(isAdmin(who(['operator', 'admin'], ['tm']))).toBe(false);
  });
});

describe('entity grants derived from reachable pages', () => {
  it('operator: read, create/update, submit, delete', () => {
    const g = entityGrants(operator, reg);
    expect([...g].sort()).toEqual(['franchise:create', 'franchise:delete', 'franchise:read', 'franchise:transition:submit', 'franchise:update']);
  });
  it('auditor: read and the approval actions, not delete (the action is narrowed to operators) nor update', () => {
    const g = entityGrants(auditor, reg);
    expect(g.has('franchise:transition:approve')).toBe(true);
    expect(g.has('franchise:transition:reject')).toBe(true);
    expect(g.has('franchise:delete')).toBe(false);
    expect(g.has('franchise:update')).toBe(false);
  });
  it('delete follows the form: an unrestricted delete action is no delete for a role that may not edit', () => {
    const open: Registry = {
      ...reg,
      pageSchemas: { ...reg.pageSchemas, 'l.json': { kind: 'list', entity: 'franchise', columns: [{ field: 'id' }], rowActions: [{ type: 'delete' }] } },
    };
    expect(actionAllowed(auditor, { type: 'delete' })).toBe(true);
    expect(entityGrants(auditor, open).has('franchise:delete')).toBe(false);
    expect(entityGrants(operator, open).has('franchise:delete')).toBe(true);
    // Without any form page nobody but admin may delete.
    const noForm: Registry = { ...open, pages: { pages: pages.filter((p) => p.id !== 'f_form') } };
    expect(entityGrants(operator, noForm).has('franchise:delete')).toBe(false);
    // No shortcut for admin either: without a form no page lets anyone edit, so no one deletes.
    expect(canEntity(admin, noForm, 'franchise', 'delete')).toBe(false);
  });
  it('a role without the menu gets nothing; admin gets everything', () => {
    expect(canEntity(finance, reg, 'franchise', 'read')).toBe(false);
    expect(canEntity(admin, reg, 'franchise', 'delete')).toBe(true);
  });
  it('answers each principal from its own fields on one registry (asked repeatedly, in any order)', () => {
    // The grants are kept per registry; each field the rule reads must change the answer.
    const hidden: Principal = { ...operator, hiddenMenus: ['release'] };
    const otherRole = who(['auditor'], ['tm']);
    const otherMenus = who(['operator'], ['franchise_approval']);
    for (let round = 0; round < 2; round++) {
      expect(canEntity(operator, reg, 'franchise', 'update')).toBe(true);
      expect(canEntity(hidden, reg, 'franchise', 'read')).toBe(false);
      expect(canEntity(otherRole, reg, 'franchise', 'update')).toBe(false);
      expect(canEntity(otherRole, reg, 'franchise', 'transition:approve')).toBe(true);
      expect(canEntity(otherMenus, reg, 'franchise', 'update')).toBe(false);
    }
    // A variety's menus open only under that variety.
    const gated: Registry = { ...reg, menus: { ...menus, varieties: [{ code: 'LQ', type: '林权', name: '林权', menus: ['release'] }] } };
    expect(canEntity({ ...operator, variety: 'LQ' }, gated, 'franchise', 'read')).toBe(true);
    expect(canEntity({ ...operator, variety: 'TDJYQ' }, gated, 'franchise', 'read')).toBe(false);
    expect(canEntity({ ...operator, variety: 'LQ' }, gated, 'franchise', 'read')).toBe(true);
    // Another registry object (schemas reloaded) is asked afresh.
    const noForm: Registry = { ...reg, pages: { pages: pages.filter((p) => p.id !== 'f_form') } };
    expect(canEntity(operator, noForm, 'franchise', 'update')).toBe(false);
    expect(canEntity(operator, reg, 'franchise', 'update')).toBe(true);
  });
  it('actionAllowed narrows by role', () => {
    expect(actionAllowed(operator, { type: 'delete', roles: ['operator'] })).toBe(true);
    expect(actionAllowed(auditor, { type: 'delete', roles: ['operator'] })).toBe(false);
    expect(actionAllowed(auditor, { type: 'delete' })).toBe(true);
  });
});

describe('site isolation', () => {
  it('staff see only their site; admin all; staff without a site nothing', () => {
    expect(canSite(operator, 1)).toBe(true);
    expect(canSite(operator, 2)).toBe(false);
    expect(canSite(admin, 2)).toBe(true);
    expect(canSite(who(['operator'], ['tm'], null), null)).toBe(false);
  });
});

describe('stats and print pages', () => {
  it('a stats page grants no record access; a print page grants reading its record and templates', () => {
    const statsReg: Registry = {
      ...reg,
      pages: {
        pages: [
          ...pages,
          { id: 'st', path: '/st', title: '统计', kind: 'stats', schema: 's.json', menu: 'home' },
          { id: 'pr', path: '/pr', title: '打印', kind: 'print', schema: 'p.json', menu: 'home' },
        ],
      },
      pageSchemas: {
        ...reg.pageSchemas,
        's.json': { kind: 'stats', entity: 'franchise', metrics: [{ key: 'n', title: '数量', agg: 'count' }], dimensions: [{ key: 'y', title: '年', time: 'year' }] },
        'p.json': { kind: 'print', entity: 'contract', templateEntity: 'file_model', templateField: 'content' },
      },
    };
    const g = entityGrants(finance, statsReg);
    expect(g.has('franchise:read')).toBe(false);
    expect(g.has('contract:read')).toBe(true);
    expect(g.has('file_model:read')).toBe(true);
  });
});
