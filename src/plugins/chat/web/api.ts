// The chat endpoints as the pages call them (JSON bodies).
import { http } from '../../../web/api.ts';
import { CHAT_API, type ChatMessage, type ChatSession, type ChatSite, type VisitorView } from '../shared/api.ts';

export const chatApi = {
  sites: () => http.get<ChatSite[]>(CHAT_API.sites),
  start: (body: { siteId: number; name: string; phone: string; text: string }) => http.post<null>(CHAT_API.visitorStart, { ...body }, 'json'),
  visitor: () => http.get<VisitorView | null>(CHAT_API.visitorSession),
  visitorSend: (text: string) => http.post<{ id: number }>(CHAT_API.visitorMessages, { text }, 'json'),
  sessions: (status: 'open' | 'closed') => http.get<ChatSession[]>(CHAT_API.sessions, { status }),
  history: (id: number) => http.get<{ session: ChatSession; messages: ChatMessage[] }>(CHAT_API.sessionMessages(id)),
  send: (id: number, text: string) => http.post<{ id: number }>(CHAT_API.sessionMessages(id), { text }, 'json'),
  assign: (id: number) => http.post<ChatSession>(CHAT_API.assign(id), {}, 'json'),
  read: (id: number) => http.post<null>(CHAT_API.read(id), {}, 'json', { silent: true }),
  close: (id: number) => http.post<ChatSession>(CHAT_API.close(id), {}, 'json'),
};

/** Adds messages not yet in the list, in id order (history and the stream may both carry one); the
 *  same list when nothing is new, so React does not re-render for a duplicate. */
export function mergeMessages(list: ChatMessage[], more: readonly ChatMessage[]): ChatMessage[] {
  const seen = new Set(list.map((m) => m.id));
  const added = more.filter((m) => !seen.has(m.id));
  return added.length === 0 ? list : [...list, ...added].sort((a, b) => a.id - b.id);
}
