// Cross-references of pages.json (ids, paths, menus, schema files and kinds) and menus.json
// (names, pages, depth, varieties).
import type { MenuItem, MenusFile, PageSchema, PagesFile } from '../schema/types.ts';
import { didYouMean, pointer } from './util.ts';
import { checkPageRef, report, type CheckContext } from './context.ts';

/** What became of a page schema file named in pages.json. */
export type SchemaFileState = { state: 'ok'; page: PageSchema } | { state: 'broken' } | { state: 'missing' };

/** Sections are level 1; the shell and the permission rule handle two sub-levels under them. */
const MAX_MENU_DEPTH = 3;

/** A path as the router compares it: lower case, without a trailing slash (but "/" stays). */
export function routeKey(path: string): string {
  const lower = path.toLowerCase();
  return lower.length > 1 ? lower.replace(/\/+$/, '') || '/' : lower;
}

export function checkPagesFile(ctx: CheckContext, pages: PagesFile, schemaFile: (f: string) => SchemaFileState): void {
  const file = 'pages.json';
  const ids = new Map<string, number>();
  const paths = new Map<string, number>();
  pages.pages.forEach((p, i) => {
    const at = (...rest: (string | number)[]) => pointer('pages', i, ...rest);
    const firstId = ids.get(p.id);
    if (firstId !== undefined) report(ctx, file, at('id'), `页面 id "${p.id}" 重复（首次出现在 /pages/${firstId}）`);
    else ids.set(p.id, i);
    // The router matches case-insensitively and ignores a trailing slash, so "/A/" shadows "/a".
    const key = routeKey(p.path);
    const firstPath = paths.get(key);
    if (firstPath === undefined) paths.set(key, i);
    else {
      const same = pages.pages[firstPath]!.path === p.path;
      const how = same ? '' : `（与 "${pages.pages[firstPath]!.path}" 只差大小写或末尾的 /）`;
      report(ctx, file, at('path'), `路径 "${p.path}" 重复${how}（首次出现在 /pages/${firstPath}）`);
    }
    if (p.menu !== undefined && ctx.menuNames && !ctx.menuNames.has(p.menu)) {
      report(ctx, file, at('menu'), `菜单 "${p.menu}" 不存在于 menus.json${didYouMean(p.menu, ctx.menuNames)}`);
    }
    if (p.kind === 'custom') {
      if (p.schema !== undefined) report(ctx, file, at('schema'), 'custom 页面由 component 渲染，不应有 schema');
      if (p.component !== undefined && !ctx.env.components.has(p.component)) {
        report(ctx, file, at('component'), `未注册的自定义页面组件 "${p.component}"${didYouMean(p.component, ctx.env.components)}（已注册：${[...ctx.env.components].join('、') || '无'}）`);
      }
      return;
    }
    if (p.component !== undefined) report(ctx, file, at('component'), `${p.kind} 页面由 schema 渲染，不应有 component`);
    if (p.schema === undefined) return; // the meta-schema already asked for it
    const s = schemaFile(p.schema);
    if (s.state === 'missing') report(ctx, file, at('schema'), `页面 schema 文件不存在：${p.schema}`);
    else if (s.state === 'ok' && s.page.kind !== p.kind) {
      report(ctx, file, at('kind'), `页面类型 "${p.kind}" 与 ${p.schema} 中的 kind "${s.page.kind}" 不一致`);
    }
  });
  if (pages.home !== undefined) checkPageRef(ctx, file, '/home', pages.home);
}

function walkMenus(
  ctx: CheckContext,
  items: MenuItem[],
  base: (string | number)[],
  depth: number,
  seen: Map<string, string>,
): void {
  items.forEach((m, i) => {
    const at = [...base, i];
    const first = seen.get(m.name);
    if (first !== undefined) report(ctx, 'menus.json', pointer(...at, 'name'), `菜单名 "${m.name}" 重复（首次出现在 ${first}）`);
    else seen.set(m.name, pointer(...at));
    if (m.page !== undefined) checkPageRef(ctx, 'menus.json', pointer(...at, 'page'), m.page);
    if (!m.children) return;
    if (depth >= MAX_MENU_DEPTH) {
      report(ctx, 'menus.json', pointer(...at, 'children'), `菜单层级过深：顶级分区下最多两级子菜单（共 ${MAX_MENU_DEPTH} 级）`);
    }
    walkMenus(ctx, m.children, [...at, 'children'], depth + 1, seen);
  });
}

/** Every menu name in the tree, for references from pages.json and varieties. */
export function menuNamesOf(menus: MenusFile): Set<string> {
  const names = new Set<string>();
  const walk = (items: MenuItem[]): void => items.forEach((m) => (names.add(m.name), walk(m.children ?? [])));
  walk(menus.sections);
  return names;
}

export function checkMenusFile(ctx: CheckContext, menus: MenusFile): void {
  walkMenus(ctx, menus.sections, ['sections'], 1, new Map());
  const names = menuNamesOf(menus);
  const codes = new Map<string, number>();
  menus.varieties.forEach((v, i) => {
    const first = codes.get(v.code);
    if (first !== undefined) report(ctx, 'menus.json', pointer('varieties', i, 'code'), `品种代码 "${v.code}" 重复（首次出现在 /varieties/${first}）`);
    else codes.set(v.code, i);
    v.menus.forEach((m, j) => {
      if (!names.has(m)) report(ctx, 'menus.json', pointer('varieties', i, 'menus', j), `菜单 "${m}" 不存在于菜单树${didYouMean(m, names)}`);
    });
  });
}
