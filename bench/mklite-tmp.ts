import { loadConfig } from '../src/server/config.ts';
import { startServer } from '../src/server/start.ts';
import { vacuumAnalyze } from '../src/server/db/maintenance.ts';
const s = await startServer({ ...loadConfig(), port: 0, dataDir: '/tmp/speed-lite', databaseUrl: null }, { listen: false });
let t0 = performance.now();
await s.db.query(`INSERT INTO records (entity, site_id, status, variety, data, created_at, updated_at)
       SELECT 'franchise', 1 + (i % 2),
         (ARRAY['draft','pending','listed','trading','traded','withdrawn'])[1 + i % 6], 'TDJYQ',
         jsonb_build_object('projectName', '基准项目' || i, 'transferorType', 'person', 'transferorName', '张三',
           'contactPhone', '13800138000', 'transferMethod', (ARRAY['出让','出租','转包','入股'])[1 + i % 4],
           'listingPrice', ((i * 7919) % 1000000)::text || '.50'),
         now() - make_interval(secs => (100000 - i) * 60), now() - make_interval(secs => (100000 - i) * 60)
       FROM generate_series(1, 100000) AS i`);
console.log('insert', performance.now() - t0); t0 = performance.now();
await vacuumAnalyze(s.db, ['records']);
console.log('vacuum', performance.now() - t0);
await s.app.close(); await s.db.close();
