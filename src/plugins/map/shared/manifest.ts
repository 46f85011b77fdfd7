// The map plugin: a map widget for detail pages, the 项目地图 custom page and its public twin. The widget
// reads positions from whatever fields a page's options name; the two custom pages have no page schema,
// so the entities and fields they draw are declared here and named through the accessors below.
import { declaredFields, type PluginManifest } from '../../../shared/plugin.ts';

export const MAP_ENTITIES = { target: 'target', franchise: 'franchise' } as const;

export const mapManifest = {
  name: 'map',
  requires: {
    entities: {
      // 项目地图 (staff): every target.
      [MAP_ENTITIES.target]: { fields: ['targetName', 'longitude', 'latitude', 'boundary'] },
      // The public 项目地图: the listings, with their public facts.
      [MAP_ENTITIES.franchise]: {
        fields: ['projectName', 'location', 'area', 'areaUnit', 'transferMethod', 'termYears', 'listingPrice', 'longitude', 'latitude'],
      },
    },
  },
  pageWidgets: ['map'],
  components: ['project_map', 'public_project_map'],
} as const satisfies PluginManifest;

export const TARGET_FIELDS = declaredFields(mapManifest, MAP_ENTITIES.target);
export const FRANCHISE_FIELDS = declaredFields(mapManifest, MAP_ENTITIES.franchise);
