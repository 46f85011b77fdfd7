// The chat plugin (online consultation): no schema entity of its own (its tables are migrations
// 040-049); it registers the staff console page and the public visitor page.
import type { PluginManifest } from '../../../shared/plugin.ts';
import { CHAT_MANAGER_COMPONENT, CHAT_VISITOR_COMPONENT } from './api.ts';

export const chatManifest: PluginManifest = {
  name: 'chat',
  requires: { entities: {} },
  components: [CHAT_MANAGER_COMPONENT, CHAT_VISITOR_COMPONENT],
};
