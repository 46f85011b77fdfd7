// The map plugin: a map widget for detail pages, the 项目地图 custom page and its public twin. It reads positions from
// whatever fields a page's options name, so it requires nothing of the schemas.
import type { PluginManifest } from '../../../shared/plugin.ts';

export const mapManifest: PluginManifest = {
  name: 'map',
  requires: { entities: {} },
  pageWidgets: ['map'],
  components: ['project_map', 'public_project_map'],
};
