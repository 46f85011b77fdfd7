// 项目地图 (custom component "project_map"): every target on one map, list mode of the map widget.
// Custom pages have no page schema, so the widget options live here; the URL's f.* filters narrow it
// (e.g. ?f.county.like=蒲江). The spec makes /project_map public, but the records API needs a login,
// so this is a logged-in page under 标的管理.
import { MapPanel } from './MapPanel.tsx';
import { readOptions } from './options.ts';
import type { RendererProps } from '../../../web/engine/types.ts';

const OPTIONS = readOptions({ entity: 'target', mode: 'list' }, 'target', 'targetName');

export default function ProjectMapPage({ entry }: RendererProps) {
  return <MapPanel title={entry.title} options={OPTIONS} />;
}
