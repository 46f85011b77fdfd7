// The map's schema options and how records become map points.
//   "widgets": [{ "type": "map", "options": { "entity": "target", "mode": "record" } }]
// Options: entity, mode ("record": the page's record; "list": up to 200 records of the entity), tileUrl
// (a {z}/{x}/{y} template; else VITE_TILE_URL; else none), attribution, detailPage (page a point opens;
// default "<entity>_detail"), filters (list mode: fixed f.<field>.<op> values), and the field names
// lonField / latField / boundaryField (default longitude / latitude / boundary).
import type { RecordRow } from '../../../shared/api.ts';
import type { MapPoint } from './MapView.tsx';
import { parseBoundary, readPosition } from './projection.ts';

export const LIST_LIMIT = 200;

export interface MapOptions {
  entity: string;
  mode: 'record' | 'list';
  tileUrl: string | undefined;
  attribution: string | undefined;
  detailPage: string;
  filters: Record<string, string>;
  titleField: string | undefined;
  lonField: string;
  latField: string;
  boundaryField: string;
}

function str(v: unknown): string | undefined {
  return typeof v === 'string' && v.trim() !== '' ? v.trim() : undefined;
}

/** The configured tile server: the page's option first, then the build's VITE_TILE_URL. */
export function configuredTileUrl(option: unknown, env: unknown = import.meta.env.VITE_TILE_URL): string | undefined {
  return str(option) ?? str(env);
}

export function readOptions(raw: Record<string, unknown> | undefined, fallbackEntity: string, titleField?: string): MapOptions {
  const o = raw ?? {};
  const entity = str(o['entity']) ?? fallbackEntity;
  const filters: Record<string, string> = {};
  const f = o['filters'];
  if (f && typeof f === 'object' && !Array.isArray(f)) {
    for (const [k, v] of Object.entries(f)) if (typeof v === 'string' || typeof v === 'number') filters[k.startsWith('f.') ? k : `f.${k}`] = String(v);
  }
  return {
    entity,
    mode: o['mode'] === 'list' ? 'list' : 'record',
    tileUrl: configuredTileUrl(o['tileUrl']),
    attribution: str(o['attribution']),
    detailPage: str(o['detailPage']) ?? `${entity}_detail`,
    filters,
    titleField: str(o['titleField']) ?? titleField,
    lonField: str(o['lonField']) ?? 'longitude',
    latField: str(o['latField']) ?? 'latitude',
    boundaryField: str(o['boundaryField']) ?? 'boundary',
  };
}

/** Filters of the page's URL (?f.county.like=蒲江), added to the schema's fixed ones. */
export function urlFilters(search: string): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [k, v] of new URLSearchParams(search)) if (k.startsWith('f.') && v !== '') out[k] = v;
  return out;
}

/** A record as a map point; null when it has no usable position. */
export function toPoint(row: Pick<RecordRow, 'id' | 'data'>, o: MapOptions): MapPoint | null {
  const position = readPosition(row.data[o.lonField], row.data[o.latField]);
  if (!position) return null;
  const t = o.titleField ? row.data[o.titleField] : undefined;
  const title = typeof t === 'string' && t !== '' ? t : `#${row.id}`;
  return { id: row.id, title, position, boundary: parseBoundary(row.data[o.boundaryField]) };
}

export function toPoints(rows: readonly Pick<RecordRow, 'id' | 'data'>[], o: MapOptions): { points: MapPoint[]; missing: number } {
  const points: MapPoint[] = [];
  for (const r of rows) {
    const p = toPoint(r, o);
    if (p) points.push(p);
  }
  return { points, missing: rows.length - points.length };
}
