// 项目地图 (custom component "project_map"): every target on one map, list mode of the map widget.
// Custom pages have no page schema, so the widget options live here; the URL's f.* filters narrow it
// (e.g. ?f.county.like=蒲江). This is the staff's map of every target (a logged-in page); the public
// /project_map is PublicProjectMapPage, over the listings the franchise entity declares public.
import { MapPanel } from './MapPanel.tsx';
import { readOptions } from './options.ts';
import { MAP_ENTITIES, TARGET_FIELDS as T } from '../shared/manifest.ts';
import type { RendererProps } from '../../../web/api.ts';

const OPTIONS = readOptions(
  { entity: MAP_ENTITIES.target, mode: 'list', lonField: T.longitude, latField: T.latitude, boundaryField: T.boundary },
  MAP_ENTITIES.target,
  T.targetName,
);

export default function ProjectMapPage({ entry }: RendererProps) {
  return <MapPanel title={entry.title} options={OPTIONS} />;
}
