// Schema defaults taken from a site's settings (`x-default: {"siteSetting": "listingDays"}`): one rule for
// the form (the page bundle carries the site's value as the field's plain `default`) and the server (a
// create that leaves the field out gets the site's value), so a listing's 公告期 follows 站点参数.
import type { EntityProperty, EntitySchema } from '../schema/types.ts';

/** The numeric site settings a field may default to (the meta-schema's x-default enum lists the same). */
export const SITE_DEFAULT_SETTINGS = ['listingDays', 'auctionDelayMinutes'] as const;
export type SiteDefaultSetting = (typeof SITE_DEFAULT_SETTINGS)[number];

/** The site's numeric settings as stored in `sites.settings` (a malformed value counts as not set). */
export type SiteSettingNumbers = Partial<Record<SiteDefaultSetting, number>>;

export function siteSettingNumbers(raw: unknown): SiteSettingNumbers {
  const o = raw && typeof raw === 'object' && !Array.isArray(raw) ? (raw as Record<string, unknown>) : {};
  const out: SiteSettingNumbers = {};
  for (const k of SITE_DEFAULT_SETTINGS) {
    const v = o[k];
    if (typeof v === 'number' && Number.isInteger(v)) out[k] = v;
  }
  return out;
}

/** Field types a numeric setting fits: JSON integers and numbers, or integer text. */
export function takesSiteNumber(p: EntityProperty): boolean {
  if (p.type === 'integer' || p.type === 'number') return true;
  return p.type === 'string' && (p.format === 'positive-integer' || p.format === 'integer');
}

function valueFor(p: EntityProperty, n: number): string | number {
  return p.type === 'string' ? String(n) : n;
}

/** Field -> the site's default value, for every field declaring x-default the site has a value for. */
export function siteDefaults(entity: EntitySchema, settings: SiteSettingNumbers): Record<string, string | number> {
  const out: Record<string, string | number> = {};
  for (const [name, p] of Object.entries(entity.properties)) {
    const setting = p['x-default']?.siteSetting;
    const n = setting ? settings[setting] : undefined;
    if (n !== undefined && takesSiteNumber(p)) out[name] = valueFor(p, n);
  }
  return out;
}

export function hasSiteDefaults(entity: EntitySchema): boolean {
  return Object.values(entity.properties).some((p) => p['x-default'] !== undefined);
}

/** The document with the site's defaults for fields it leaves out (a sent value always wins). */
export function applySiteDefaults(entity: EntitySchema, doc: Record<string, unknown>, settings: SiteSettingNumbers): Record<string, unknown> {
  const out = { ...doc };
  for (const [name, v] of Object.entries(siteDefaults(entity, settings))) if (out[name] === undefined) out[name] = v;
  return out;
}

/** The entity as the site's forms see it: each x-default field gets the site's value as its plain `default`. */
export function withSiteDefaults(entity: EntitySchema, settings: SiteSettingNumbers): EntitySchema {
  const defaults = siteDefaults(entity, settings);
  if (Object.keys(defaults).length === 0) return entity;
  const properties = { ...entity.properties };
  for (const [name, v] of Object.entries(defaults)) properties[name] = { ...properties[name]!, default: v };
  return { ...entity, properties };
}
