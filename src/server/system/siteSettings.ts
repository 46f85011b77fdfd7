// A site's numeric settings (sites.settings) as the engine reads them: x-default values for new records.
import type { Db } from '../db/types.ts';
import { siteSettingNumbers, type SiteSettingNumbers } from '../../shared/site/defaults.ts';

export async function siteSettingsOf(db: Db, siteId: number | null): Promise<SiteSettingNumbers> {
  if (siteId === null) return {};
  const rows = await db.query<{ settings: unknown }>('SELECT settings FROM sites WHERE id = $1', [siteId]);
  return siteSettingNumbers(rows[0]?.settings);
}
