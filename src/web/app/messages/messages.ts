// The message centre's calls (server: src/server/routes/messages.ts).
import { COMMON_API, type MessageRow } from '../../../shared/api.ts';
import { http } from '../../request/http.ts';
import { notifyUnreadChange } from '../../stores/unread.ts';

export type MessageType = 1 | 2 | 3;

export interface MessagePage {
  list: MessageRow[];
  total: number;
  page: number;
  size: number;
}

export function parseType(raw: string | null): MessageType {
  return raw === '2' ? 2 : raw === '3' ? 3 : 1;
}

export const listMessages = (type: MessageType, page: number, size: number) =>
  http.get<MessagePage>(COMMON_API.messages, { type, page, size });

/** Mark one message (id) or a whole type read; the bell refetches its counts. */
export async function markRead(target: { id: number } | { type: MessageType }): Promise<void> {
  await http.post(COMMON_API.readMessages, target);
  notifyUnreadChange();
}
