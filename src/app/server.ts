// The app's composition root, server half: the server plugins (a plugin without server code is its
// manifest alone, so the check still knows its names and requirements).
import { auctionServerPlugin } from '../plugins/auction/server/index.ts';
import { fundsServerPlugin } from '../plugins/funds/server/index.ts';
import { chatServerPlugin } from '../plugins/chat/server/index.ts';
import type { ServerPlugin } from '../server/plugins.ts';
import { PLUGIN_MANIFESTS } from './plugins.ts';

const withCode: ServerPlugin[] = [auctionServerPlugin, fundsServerPlugin, chatServerPlugin];

export const SERVER_PLUGINS: readonly ServerPlugin[] = PLUGIN_MANIFESTS.map(
  (manifest) => withCode.find((p) => p.manifest === manifest) ?? { manifest },
);
