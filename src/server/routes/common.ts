// The spec's fixed lookup endpoints (section 7), answered from the seeded tables.
import type { FastifyInstance } from 'fastify';
import { COMMON_API, type DictEntry, type RegionEntry, type SiteAccount, type UnitEntry, type UnreadCounts } from '../../shared/api.ts';
import { filterUnits } from '../../shared/display/units.ts';
import { isAdmin } from '../../shared/permission.ts';
import type { Actor, AppContext } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { invalid, unauthorized } from '../http/errors.ts';
import { asBag, posInt, str } from '../http/params.ts';
import { MSG_COMPLETED, MSG_PENDING, MSG_WARNING } from '../records/notify.ts';
import { actorOf } from '../auth/actor.ts';

interface DictDbRow {
  type: string;
  code: string;
  label: string;
  variety: string | null;
  sort: number;
}

function requireType(query: Record<string, unknown>): string {
  const type = (str(query, 'type') ?? '').trim();
  if (!type) throw invalid('请输入字典类型');
  return type;
}

/** The site whose own dictionary entries join the global ones: the user's site, or the admin's chosen one. */
function dictSite(actor: Actor): number {
  return actor.siteId ?? actor.writeSiteId ?? -1;
}

/** Records an actor may count: all for admin, else its own site's. */
function siteScope(actor: Actor, firstParam: number): { sql: string; params: (number | null)[] } {
  if (isAdmin(actor)) return { sql: 'true', params: [] };
  return { sql: `site_id = $${firstParam}`, params: [actor.siteId ?? -1] };
}

interface RegionDbRow {
  id: number | string;
  parent_id: number | string | null;
  name: string;
  level: number;
  has_children: boolean;
}

function toRegion(r: RegionDbRow): RegionEntry {
  return { id: Number(r.id), parentId: r.parent_id === null ? null : Number(r.parent_id), name: r.name, level: r.level, hasChildren: r.has_children };
}

const REGION_SQL = `SELECT r.id, r.parent_id, r.name, r.level,
  EXISTS (SELECT 1 FROM regions c WHERE c.parent_id = r.id) AS has_children FROM regions r`;

export function commonRoutes(app: FastifyInstance, ctx: AppContext): void {
  const { db } = ctx;

  app.get(COMMON_API.dictionary, async (req) => {
    const q = asBag(req.query);
    const type = requireType(q);
    const variety = (str(q, 'transferVariety') ?? '').trim();
    // Entries without a variety apply to every variety; with one given, its own entries are added.
    // Global entries (no site) apply everywhere; a site's own entries (数据字典 page) only on that site.
    const rows = await db.query<DictDbRow>(
      `SELECT type, code, label, variety, sort FROM dictionaries
       WHERE type = $1 AND (variety IS NULL OR variety = $2) AND (site_id IS NULL OR site_id = $3) ORDER BY sort, id`,
      [type, variety, dictSite(actorOf(req))],
    );
    return ok<DictEntry[]>(rows);
  });

  app.get(COMMON_API.dictionaryList, async (req) => {
    const type = requireType(asBag(req.query));
    const rows = await db.query<DictDbRow>(
      'SELECT type, code, label, variety, sort FROM dictionaries WHERE type = $1 AND (site_id IS NULL OR site_id = $2) ORDER BY sort, id',
      [type, dictSite(actorOf(req))],
    );
    return ok<DictEntry[]>(rows);
  });

  app.get(COMMON_API.yearOptions, async (req) => {
    const scope = siteScope(actorOf(req), 1);
    const rows = await db.query<{ y: number }>(
      `SELECT DISTINCT extract(year FROM created_at)::int AS y FROM records WHERE ${scope.sql} ORDER BY y DESC`,
      scope.params,
    );
    return ok(rows.map((r) => r.y));
  });

  app.get(COMMON_API.monthOptions, async (req) => {
    const year = posInt(asBag(req.query), 'year', '年份');
    if (year === undefined) throw invalid('请选择年份');
    const scope = siteScope(actorOf(req), 2);
    const rows = await db.query<{ m: number }>(
      `SELECT DISTINCT extract(month FROM created_at)::int AS m FROM records
       WHERE extract(year FROM created_at)::int = $1 AND ${scope.sql} ORDER BY m`,
      [year, ...scope.params],
    );
    return ok(rows.map((r) => r.m));
  });

  app.get(COMMON_API.units, async (req) => {
    const q = asBag(req.query);
    const businessType = (str(q, 'businessType') ?? '').trim();
    const unitType = (str(q, 'unitType') ?? '').trim();
    const rows = await db.query<UnitEntry>(
      `SELECT unit_name AS "unitName", unit_type AS "unitType", business_type AS "businessType" FROM units
       WHERE ($1 = '' OR business_type = $1) AND ($2 = '' OR unit_type = $2) ORDER BY sort, id`,
      [businessType, unitType],
    );
    return ok(filterUnits(rows, businessType));
  });

  app.get(COMMON_API.accounts, async (req) => {
    const actor = actorOf(req);
    const site = actor.siteId ?? actor.writeSiteId;
    const rows =
      site === null
        ? isAdmin(actor)
          ? await db.query<SiteAccount>('SELECT acount_number AS "acountNumber", acount_name AS "acountName", bank FROM site_accounts ORDER BY id')
          : []
        : await db.query<SiteAccount>(
            'SELECT acount_number AS "acountNumber", acount_name AS "acountName", bank FROM site_accounts WHERE site_id = $1 ORDER BY id',
            [site],
          );
    return ok(rows);
  });

  app.get(COMMON_API.provinces, async () => {
    const rows = await db.query<RegionDbRow>(`${REGION_SQL} WHERE r.parent_id IS NULL ORDER BY r.id`);
    return ok(rows.map(toRegion));
  });

  app.get(COMMON_API.childRegions, async (req) => {
    const actor = actorOf(req);
    const q = asBag(req.query);
    const locId = posInt(q, 'locId', '地区编码', Number.MAX_SAFE_INTEGER);
    if (locId === undefined) throw invalid('请选择上级地区');
    const related = ['1', 'true'].includes((str(q, 'relatedSite') ?? '').trim());
    const site = actor.siteId ?? actor.writeSiteId;
    if (!related || site === null) {
      const rows = await db.query<RegionDbRow>(`${REGION_SQL} WHERE r.parent_id = $1 ORDER BY r.id`, [locId]);
      return ok(rows.map(toRegion));
    }
    // relatedSite: only the branch that leads to, or lies under, the site's own region.
    const rows = await db.query<RegionDbRow>(
      `WITH RECURSIVE up AS (
         SELECT r.id, r.parent_id FROM regions r JOIN sites s ON s.region_id = r.id WHERE s.id = $2
         UNION ALL SELECT p.id, p.parent_id FROM regions p JOIN up ON p.id = up.parent_id),
       down AS (
         SELECT r.id FROM regions r JOIN sites s ON s.region_id = r.id WHERE s.id = $2
         UNION ALL SELECT c.id FROM regions c JOIN down ON c.parent_id = down.id)
       ${REGION_SQL} WHERE r.parent_id = $1 AND (r.id IN (SELECT id FROM up) OR r.id IN (SELECT id FROM down)) ORDER BY r.id`,
      [locId, site],
    );
    return ok(rows.map(toRegion));
  });

  app.get<{ Params: { uid: string } }>('/unread/:uid', async (req) => {
    const actor = actorOf(req);
    if (req.params.uid !== String(actor.userId)) throw unauthorized();
    const rows = await db.query<{ type: number; n: number }>(
      'SELECT type, count(*)::int AS n FROM messages WHERE user_id = $1 AND NOT read GROUP BY type',
      [actor.userId],
    );
    const n = (t: number): number => rows.find((r) => r.type === t)?.n ?? 0;
    const counts: UnreadCounts = [n(MSG_PENDING), n(MSG_COMPLETED), n(MSG_WARNING)];
    return ok(counts);
  });
}
