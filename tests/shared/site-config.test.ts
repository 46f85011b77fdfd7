// A site's own configuration: menus as the site shows them, variety-gated menus, workflow narrowing,
// and the check that refuses settings naming what the files lack.
import { describe, expect, it } from 'vitest';
import { checkSiteConfig } from '../../src/shared/check/site-config.ts';
import { canMenu, type Principal } from '../../src/shared/permission.ts';
import type { EntitySchema, MenusFile, Workflow } from '../../src/shared/schema/types.ts';
import { EMPTY_SITE_CONFIG, hiddenMenuNames, parseSiteConfig, siteMenus, siteWorkflow, type SiteConfig } from '../../src/shared/site/config.ts';
import { fieldsForVariety, varietyFieldErrors } from '../../src/shared/site/variety-fields.ts';

const MENUS: MenusFile = {
  sections: [
    { name: 'trade', title: '交易管理', children: [
      { name: 'release', title: '项目发布', children: [{ name: 'franchise', title: '出让', page: 'f' }, { name: 'demand', title: '需求', page: 'd' }] },
      { name: 'forest', title: '林权专项', children: [{ name: 'forest_listing', title: '林权项目', page: 'fl' }] },
    ] },
  ],
  varieties: [
    { code: 'LQ', type: 'LQ', name: '林权', menus: ['forest'] },
    { code: 'TDJYQ', type: 'TDJYQ', name: '土地经营权', menus: [] },
  ],
  roles: [{ name: 'operator', title: '操作员', menus: ['trade'] }],
};
const cfg = (over: Partial<SiteConfig>): SiteConfig => ({ ...EMPTY_SITE_CONFIG, ...over });
const op = (over: Partial<Principal> = {}): Principal => ({ userId: 2, roles: ['operator'], menuNames: ['trade'], siteId: 1, ...over });

describe('site menus', () => {
  it('drops switched-off entries, orders and retitles, and keeps only enabled varieties and their menus', () => {
    const out = siteMenus(MENUS, cfg({ varieties: ['TDJYQ'], menuSettings: { demand: { sort: 0 }, franchise: { sort: 1, title: '出让项目' } } }));
    const release = out.sections[0]!.children![0]!;
    expect(release.children!.map((m) => [m.name, m.title])).toEqual([['demand', '需求'], ['franchise', '出让项目']]);
    expect(out.sections[0]!.children!.map((m) => m.name)).toEqual(['release']);
    expect(out.varieties.map((v) => v.code)).toEqual(['TDJYQ']);
    const off = siteMenus(MENUS, cfg({ menuSettings: { release: { enabled: false } } }));
    expect(off.sections[0]!.children!.map((m) => m.name)).toEqual(['forest']);
    expect(hiddenMenuNames(cfg({ menuSettings: { release: { enabled: false }, demand: { sort: 2 } } }))).toEqual(['release']);
  });

  it('opens a variety\'s menu only under that variety, and never a switched-off one', () => {
    expect(canMenu(op(), MENUS, 'forest_listing')).toBe(false);
    expect(canMenu(op({ variety: 'TDJYQ' }), MENUS, 'forest_listing')).toBe(false);
    expect(canMenu(op({ variety: 'LQ' }), MENUS, 'forest_listing')).toBe(true);
    expect(canMenu(op({ hiddenMenus: ['release'] }), MENUS, 'franchise')).toBe(false);
    expect(canMenu(op({ hiddenMenus: ['release'] }), MENUS, 'demand')).toBe(false);
    expect(canMenu(op(), MENUS, 'franchise')).toBe(true);
  });
});

describe('site workflow', () => {
  const wf: Workflow = {
    initial: 'draft',
    states: { draft: { title: '草稿' }, pending: { title: '待审核' }, ok: { title: '通过' } },
    transitions: [
      { action: 'submit', title: '提交', from: ['draft'], to: 'pending', roles: ['operator'] },
      { action: 'approve', title: '审核通过', from: ['pending'], to: 'ok', roles: ['auditor', 'finance'] },
    ],
  };
  it('narrows a step to the roles the site names, within the schema\'s', () => {
    const out = siteWorkflow(wf, 'x', cfg({ workflowRoles: { x: { approve: ['finance', 'operator'] } } }));
    expect(out.transitions.map((t) => t.roles)).toEqual([['operator'], ['finance']]);
    expect(siteWorkflow(wf, 'y', cfg({ workflowRoles: { x: { approve: [] } } }))).toBe(wf);
  });

  it('is refused by the check when it names a missing menu, role, variety, entity or step, or a role the step does not allow', () => {
    const entities = { x: { name: 'x', title: 'X', type: 'object', properties: {}, 'x-workflow': wf } as unknown as EntitySchema };
    const issues = checkSiteConfig(MENUS, entities, {
      varieties: ['LQ', 'XX'],
      menuSettings: { franchis: { enabled: false } },
      roleMenus: { operatr: ['trade'] },
      workflowRoles: { x: { approve: ['operator'], nope: [] }, z: {} },
    });
    expect(issues.map((i) => i.pointer)).toEqual(['/varieties/1', '/menuSettings/franchis', '/roleMenus/operatr', '/workflowRoles/x/approve/0', '/workflowRoles/x/nope', '/workflowRoles/z']);
    expect(issues[1]!.message).toBe('菜单 "franchis" 不存在于菜单树，是否应为 "franchise"？');
    expect(issues[3]!.message).toBe('“审核通过”只允许由 auditor、finance 执行，不能指定角色 "operator"');
    expect(checkSiteConfig(MENUS, entities, { varieties: ['LQ'], workflowRoles: { x: { approve: [] } } })).toEqual([]);
  });

  it('reads stored JSON defensively', () => {
    expect(parseSiteConfig({ varieties: null, menu_settings: { a: { enabled: 'no', sort: 2, title: '' } }, role_menus: { r: ['a', 3] }, workflow_roles: 'bad' })).toEqual({
      varieties: null,
      menuSettings: { a: { sort: 2 } },
      roleMenus: { r: ['a'] },
      workflowRoles: {},
    });
  });
});

describe('variety fields', () => {
  const entity = {
    name: 'f', title: 'F', type: 'object',
    properties: { name: { type: 'string', title: '名称' }, cert: { type: 'string', title: '林权证号', 'x-varieties': ['LQ'] } },
  } as unknown as EntitySchema;
  it('shows and accepts a field only under its varieties', () => {
    expect(fieldsForVariety(entity, ['name', 'cert'], 'LQ')).toEqual(['name', 'cert']);
    expect(fieldsForVariety(entity, ['name', 'cert'], null)).toEqual(['name']);
    expect(varietyFieldErrors(entity, { name: 'a', cert: 'b' }, 'TDJYQ', MENUS.varieties)).toEqual([{ field: 'cert', message: '林权证号只适用于林权项目' }]);
    expect(varietyFieldErrors(entity, { name: 'a', cert: '' }, 'TDJYQ', MENUS.varieties)).toEqual([]);
  });
});
