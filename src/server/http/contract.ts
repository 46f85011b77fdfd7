// Attaches the HTTP contract (src/shared/contract/) to each API route as fastify registers it, so the
// route files stay as they are and no route goes unchecked: a route the contract does not declare yet
// gets a loose declaration (string params, string query values, a JSON object body when one is sent).
import { Type, type TSchema } from '@sinclair/typebox';
import type { FastifyInstance, RouteOptions } from 'fastify';
import { AnyData, Envelope, Query } from '../../shared/contract/common.ts';
import { ROUTE_CONTRACTS, type RouteContract } from '../../shared/contract/routes.ts';
import { validatorCompiler } from './validation.ts';

export function isApiPath(url: string): boolean {
  return url.startsWith('/api/') || url.startsWith('/unread/');
}

export function routeKey(method: string | string[], url: string): string {
  return `${Array.isArray(method) ? method[0] : method} ${url}`;
}

/** fastify's own limit (find-my-way's maxParamLength), and so the contract's for any path segment. */
export const MAX_PARAM_LENGTH = 100;

/** Refusals name a path parameter in Chinese, like any other field. */
const PARAM_TITLES: Record<string, string> = { '*': '路径', id: '编号', entity: '数据类型', kind: '类型', name: '名称', pageId: '页面', accountId: '账户' };

function paramsOf(url: string): TSchema | undefined {
  const names = [...url.matchAll(/:([A-Za-z_]\w*)/g)].map((m) => m[1]!);
  if (url.endsWith('*')) names.push('*');
  if (names.length === 0) return undefined;
  return Type.Object(Object.fromEntries(names.map((n) => [n, Type.String({ title: Object.hasOwn(PARAM_TITLES, n) ? PARAM_TITLES[n] : '请求地址参数' })])));
}

/** What a route without its own declaration is checked against. */
export function looseContract(method: string, url: string): RouteContract {
  const params = paramsOf(url);
  const body = method === 'GET' || method === 'HEAD' ? undefined : Type.Object({}, { title: '请求内容', additionalProperties: true, 'x-optional': true });
  return { ...(params ? { params } : {}), querystring: Query({}), ...(body ? { body } : {}), response: { 200: Envelope(AnyData) } };
}

/** The engine's declaration of a route, else the one a plugin supplies with its routes. */
export function contractOf(method: string, url: string, plugins: readonly PluginContracts[] = []): RouteContract | undefined {
  const key = routeKey(method, url);
  if (Object.hasOwn(ROUTE_CONTRACTS, key)) return ROUTE_CONTRACTS[key];
  for (const p of plugins) if (p.contracts && Object.hasOwn(p.contracts, key)) return p.contracts[key];
  return undefined;
}

/** What a plugin adds to the contract (ServerPlugin.contracts): its routes' declarations by "METHOD /path". */
export interface PluginContracts {
  contracts?: Readonly<Record<string, RouteContract>>;
}

/** An API route as registered: its final schema, and whether the contract declares it field by field. */
export interface ContractRoute {
  key: string;
  schema: Record<string, unknown>;
  declared: boolean;
}

const seen = new WeakMap<FastifyInstance, ContractRoute[]>();

/** The API routes this app registered (what the route-schema test walks). */
export function contractRoutes(app: FastifyInstance): readonly ContractRoute[] {
  return seen.get(app) ?? [];
}

export function registerContract(app: FastifyInstance, plugins: readonly PluginContracts[] = []): void {
  const routes: ContractRoute[] = [];
  seen.set(app, routes);
  app.setValidatorCompiler(validatorCompiler);
  // Reply schemas document the answer; they do not filter it (fast-json-stringify would drop undeclared keys).
  app.setSerializerCompiler(() => (data: unknown) => JSON.stringify(data));
  app.addHook('onRoute', (route: RouteOptions) => {
    if (!isApiPath(route.url)) return;
    const method = Array.isArray(route.method) ? route.method[0]! : route.method;
    const declared = contractOf(method, route.url, plugins);
    // A route's own inline schema (a plugin's) wins over both.
    const own = route.schema as Record<string, unknown> | undefined;
    route.schema = { ...(declared ?? looseContract(method, route.url)), ...own };
    routes.push({ key: routeKey(method, route.url), schema: route.schema as Record<string, unknown>, declared: declared !== undefined || (own?.response !== undefined && !own.hide) });
  });
}
