// The app's composition root, browser half: the web plugins, installed before the first render.
import { auctionWebPlugin } from '../plugins/auction/web/index.ts';
import { fundsWebPlugin } from '../plugins/funds/web/index.ts';
import { chatWebPlugin } from '../plugins/chat/web/index.ts';
import { homeWebPlugin } from '../plugins/home/web/index.ts';
import { mapWebPlugin } from '../plugins/map/web/index.ts';
import { templatesWebPlugin } from '../plugins/templates/web/index.ts';
import { installWebPlugins, type WebPlugin } from '../web/engine/plugins.ts';

export const WEB_PLUGINS: readonly WebPlugin[] = [auctionWebPlugin, mapWebPlugin, templatesWebPlugin, homeWebPlugin, fundsWebPlugin, chatWebPlugin];

export function installAppPlugins(): void {
  installWebPlugins(WEB_PLUGINS);
}
