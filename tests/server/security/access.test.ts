// The permission matrix, generated from pages.json and menus.json: for every role and every record
// route, the server allows exactly what the UI offers that role (a reachable page that lists, shows,
// edits, deletes or moves the entity). Then cross-site attempts on every entity, and records' sites.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { MenuItem, PageAction, Registry } from '../../../src/shared/schema/types.ts';
import { isSystemTransition } from '../../../src/server/records/system.ts';
import { backends } from '../helpers/db.ts';
import { startTestServer, type TestServer } from '../helpers/server.ts';

const ROLE_USERS: Record<string, string> = { admin: 'admin', operator: 'operator', auditor: 'auditor', finance: 'finance' };
const MISSING_ID = 999_999_999;

/** Names from the menu root to `name` (within three levels below a section, as the sidebar shows). */
function menuTrail(items: MenuItem[], name: string, trail: string[] = [], depth = 0): string[] | null {
  if (depth > 3) return null;
  for (const item of items) {
    const here = [...trail, item.name];
    if (item.name === name) return here;
    const found = item.children ? menuTrail(item.children, name, here, depth + 1) : null;
    if (found) return found;
  }
  return null;
}

/** What the UI offers a role, per entity: 'read', 'create', 'update', 'delete', 'transition:<action>'. */
function offered(reg: Registry, role: string, whitelist: string[]): Set<string> {
  const out = new Set<string>();
  const everything = role === 'admin';
  const actionOk = (a: PageAction) => everything || !a.roles?.length || a.roles.includes(role);
  const fromActions = (entity: string, actions: PageAction[] | undefined) => {
    for (const a of actions ?? []) {
      if (!actionOk(a)) continue;
      if (a.type === 'delete') out.add(`${entity}:delete`);
      if (a.type === 'transition') out.add(`${entity}:transition:${a.action}`);
    }
  };
  for (const page of reg.pages.pages) {
    if (!page.schema) continue;
    if (!everything) {
      if (page.roles?.length && !page.roles.includes(role)) continue;
      if (page.menu) {
        const trail = menuTrail(reg.menus.sections, page.menu) ?? [page.menu];
        if (!trail.some((n) => whitelist.includes(n))) continue;
      }
    }
    const schema = reg.pageSchemas[page.schema]!;
    if (schema.kind === 'stats') continue;
    const e = schema.entity;
    out.add(`${e}:read`);
    if (schema.kind === 'list') {
      fromActions(e, schema.toolbar);
      fromActions(e, schema.rowActions);
    } else if (schema.kind === 'form') {
      if (schema.mode !== 'edit') out.add(`${e}:create`);
      if (schema.mode !== 'create') out.add(`${e}:update`);
      if (schema.submitAction) out.add(`${e}:transition:${schema.submitAction}`);
    } else if (schema.kind === 'detail') fromActions(e, schema.actions);
    else if (schema.kind === 'approval') for (const a of schema.actions) out.add(`${e}:transition:${a}`);
    else if (schema.kind === 'print') out.add(`${schema.templateEntity}:read`);
  }
  return out;
}

describe.each(backends())('access on %s', (backend) => {
  let s: TestServer;
  beforeAll(async () => {
    s = await startTestServer(backend);
  });
  afterAll(async () => {
    await s?.close();
  });

  it.each(Object.keys(ROLE_USERS))('role %s: every record route allowed exactly when the UI offers it', async (role) => {
    const token = await s.token(ROLE_USERS[role]!);
    const menus = (await s.db.query<{ menu_names: string[] }>('SELECT menu_names FROM roles WHERE name = $1', [role]))[0]!.menu_names;
    const offer = offered(s.ctx.registry, role, menus);
    const mismatches: string[] = [];
    const expectOp = (key: string, code: string, allowedCodes: string[]) => {
      const allowed = code !== '100004';
      if (allowed !== offer.has(key)) mismatches.push(`${key}: offered=${offer.has(key)} answered ${code}`);
      if (allowed && !allowedCodes.includes(code)) mismatches.push(`${key}: unexpected ${code}`);
    };
    const headers = { token, siteId: '1' };
    const call = async (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: Record<string, unknown>) =>
      (await s.app.inject({ method, url, headers, ...(payload ? { payload } : {}) })).json<{ code: string }>().code;
    for (const entity of Object.values(s.ctx.registry.entities)) {
      const base = `/api/records/${entity.name}`;
      expectOp(`${entity.name}:read`, await call('GET', base), ['200']);
      expectOp(`${entity.name}:read`, await call('GET', `${base}/${MISSING_ID}`), ['100003']);
      expectOp(`${entity.name}:read`, await call('GET', `${base}/${MISSING_ID}/history`), ['100003']);
      // An empty document: allowed means a field complaint (or, with nothing required, a new record).
      expectOp(`${entity.name}:create`, await call('POST', base, { data: {} }), ['100002', '200']);
      expectOp(`${entity.name}:update`, await call('PUT', `${base}/${MISSING_ID}`, { data: {}, version: 1 }), ['100003']);
      expectOp(`${entity.name}:delete`, await call('DELETE', `${base}/${MISSING_ID}`), ['100003', '100006']);
      for (const t of entity['x-workflow']?.transitions ?? []) {
        const code = await call('POST', `${base}/${MISSING_ID}/transition`, { action: t.action });
        // The clock's and the offline hook's transitions are refused to everyone (100006), as no page offers them.
        if (isSystemTransition(t)) {
          if (offer.has(`${entity.name}:transition:${t.action}`) || code !== '100006') mismatches.push(`${entity.name}:${t.action} (system): ${code}`);
          continue;
        }
        expectOp(`${entity.name}:transition:${t.action}`, code, ['100003', '100006']);
      }
    }
    expect(mismatches).toEqual([]);
  });

  it('every entity: another site cannot read, change, move or delete a record', async () => {
    const op = await s.token('operator'); // site 1
    const failures: string[] = [];
    for (const entity of Object.values(s.ctx.registry.entities)) {
      // A record of site 2 (written directly: the attempt is about access, not content).
      const status = entity['x-workflow']?.initial ?? null;
      const id = Number(
        (
          await s.db.query<{ id: number }>(
            `INSERT INTO records (entity, site_id, status, data) VALUES ($1, 2, $2, $3::jsonb) RETURNING id`,
            [entity.name, status, JSON.stringify({ remark: '站点二' })],
          )
        )[0]!.id,
      );
      const base = `/api/records/${entity.name}/${id}`;
      const attempts: [string, 'GET' | 'PUT' | 'DELETE' | 'POST', string, Record<string, unknown>?][] = [
        ['get', 'GET', base],
        ['history', 'GET', `${base}/history`],
        ['update', 'PUT', base, { data: { remark: '改' }, version: 1 }],
        ['delete', 'DELETE', base],
        ...(entity['x-workflow']?.transitions ?? []).map(
          (t) => [`transition ${t.action}`, 'POST', `${base}/transition`, { action: t.action, opinion: '跨站', version: 1 }] as [string, 'POST', string, Record<string, unknown>],
        ),
      ];
      for (const [what, method, url, payload] of attempts) {
        const code = (await s.app.inject({ method, url, headers: { token: op }, ...(payload ? { payload } : {}) })).json<{ code: string }>().code;
        if (!['100004', '100006'].includes(code)) failures.push(`${entity.name} ${what}: ${code}`);
      }
      const list = await s.get<{ list: { id: number }[] }>(`/api/records/${entity.name}`, op, { 'f.id.eq': String(id) });
      if (list.code === '200' && list.data.list.length > 0) failures.push(`${entity.name} list shows it`);
      const row = (await s.db.query<{ version: number; status: string | null; data: { remark?: string } }>('SELECT version, status, data FROM records WHERE id = $1', [id]))[0];
      if (!row || row.version !== 1 || row.status !== status || row.data.remark !== '站点二') failures.push(`${entity.name} changed`);
    }
    expect(failures).toEqual([]);
  });

  it('records always have a site: an all-sites admin must name one', async () => {
    const admin = await s.token('admin');
    const body = { data: { projectName: '无站点', transferorType: 'person', transferorName: '甲', contactPhone: '13800138000', transferMethod: '出租', listingPrice: '1' } };
    const bare = await s.post('/api/records/franchise', body, admin);
    expect(bare).toMatchObject({ code: '100002', errors: [{ field: 'siteId', message: '请选择站点' }] });
    const named = await s.app.inject({ method: 'POST', url: '/api/records/franchise', headers: { token: admin, siteId: '2' }, payload: body });
    expect(named.json()).toMatchObject({ code: '200', data: { siteId: 2 } });
    expect(Number((await s.db.query<{ n: number }>('SELECT count(*)::int AS n FROM records WHERE site_id IS NULL'))[0]!.n)).toBe(0);
  });
});
