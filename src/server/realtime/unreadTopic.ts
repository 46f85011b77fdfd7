// The bell's topic, apart from its routes so record writes can publish it without importing HTTP code.
import type { Db } from '../db/types.ts';
import type { Realtime } from './bus.ts';

export const UNREAD_TOPIC = 'unread';

/** Open bells of `siteId`'s staff (and the global admin) refetch their counts once `tx` commits. */
export function announceUnread(realtime: Realtime, tx: Db, siteId: number | null): Promise<void> {
  return realtime.publish(tx, UNREAD_TOPIC, siteId === null ? {} : { siteId });
}
