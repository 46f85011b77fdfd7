// The app's composition root, shared half: which plugins this app installs. The engine (src/shared,
// src/server, src/web) never imports src/app or src/plugins; the entries below hand plugins to it.
import { auctionManifest } from '../plugins/auction/shared/manifest.ts';
import { fundsManifest } from '../plugins/funds/shared/manifest.ts';
import { chatManifest } from '../plugins/chat/shared/manifest.ts';
import { homeManifest } from '../plugins/home/shared/manifest.ts';
import { mapManifest } from '../plugins/map/shared/manifest.ts';
import { templatesManifest } from '../plugins/templates/shared/manifest.ts';
import type { PluginManifest } from '../shared/plugin.ts';
import { checkEnvironment, type CheckEnvironment } from '../shared/check/index.ts';

export const PLUGIN_MANIFESTS: readonly PluginManifest[] = [auctionManifest, mapManifest, templatesManifest, homeManifest, fundsManifest, chatManifest];

/** What `npm run check` and the server check the declarative files against. */
export function appCheckEnvironment(): CheckEnvironment {
  return checkEnvironment(PLUGIN_MANIFESTS);
}
