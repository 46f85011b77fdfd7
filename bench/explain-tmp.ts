import { openPglite } from '../src/server/db/pglite.ts';
const db = await openPglite('/tmp/speed-lite/pgdata');
const C = 'id, entity, site_id, variety, status, data, version, created_by, created_at, updated_at';
const qs: [string, unknown[]][] = [
  [`SELECT ${C}, (created_at)::text AS sort_key FROM records WHERE entity = $1 ORDER BY created_at DESC, id DESC LIMIT 11 OFFSET 0`, ['franchise']],
  [`SELECT count(*)::int AS total FROM (SELECT 1 FROM records WHERE entity = $1 LIMIT 10001) AS capped`, ['franchise']],
  [`SELECT ${C} FROM records WHERE entity = $1 AND status = $2 ORDER BY created_at DESC, id DESC LIMIT 11 OFFSET 200`, ['franchise', 'pending']],
  [`SELECT count(*)::int AS total FROM (SELECT 1 FROM records WHERE entity = $1 AND status = $2 LIMIT 10001) AS capped`, ['franchise', 'pending']],
  [`SELECT ${C} FROM records WHERE entity = $1 AND (data->>'transferMethod') = $2 ORDER BY (CASE WHEN (data->>'listingPrice') ~ '^-?[0-9]+(\\.[0-9]+)?$' THEN (data->>'listingPrice')::numeric END) DESC NULLS LAST, id DESC LIMIT 11 OFFSET 200`, ['franchise', '出租']],
  [`SELECT count(*)::int AS total FROM (SELECT 1 FROM records WHERE entity = $1 AND (data->>'transferMethod') = $2 LIMIT 10001) AS capped`, ['franchise', '出租']],
  [`SELECT ${C} FROM records WHERE entity = $1 AND (data->>'projectName') ILIKE $2 ORDER BY created_at DESC, id DESC LIMIT 11`, ['franchise', '%项目123%']],
];
for (const [sql, params] of qs) {
  for (let i = 0; i < 3; i++) {
    const t0 = performance.now();
    await db.query(sql, params as never);
    if (i === 2) console.log((performance.now() - t0).toFixed(1), 'ms', sql.slice(0, 90));
  }
  const plan = await db.query<{ 'QUERY PLAN': string }>(`EXPLAIN ANALYZE ${sql}`, params as never);
  console.log(plan.map((r) => r['QUERY PLAN']).join('\n'));
}
await db.close();
