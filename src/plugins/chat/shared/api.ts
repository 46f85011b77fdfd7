// The chat plugin's HTTP contract, shared by its server routes and its browser pages.
export const CHAT_API = {
  /** Public: the sites a visitor may consult. */
  sites: '/api/chat/sites',
  /** Public (visitor cookie): start, read, write, stream. */
  visitorStart: '/api/chat/visitor/start',
  visitorSession: '/api/chat/visitor/session',
  visitorMessages: '/api/chat/visitor/messages',
  visitorStream: '/api/chat/visitor/stream',
  /** Staff (the chat page's users): sessions of their site. */
  sessions: '/api/chat/sessions',
  sessionMessages: (id: number | string) => `/api/chat/sessions/${id}/messages`,
  assign: (id: number | string) => `/api/chat/sessions/${id}/assign`,
  read: (id: number | string) => `/api/chat/sessions/${id}/read`,
  close: (id: number | string) => `/api/chat/sessions/${id}/close`,
  staffStream: '/api/chat/stream',
  /** Staff: unread visitor messages in their own and unassigned open sessions. */
  unread: '/api/chat/unread',
} as const;

/** The custom page component of the staff console (its pages.json entry grants the staff routes). */
export const CHAT_MANAGER_COMPONENT = 'chat_manager';
export const CHAT_VISITOR_PATH = '/consult';
/** The visitor page's component, named by the pages.json entry marked public at CHAT_VISITOR_PATH. */
export const CHAT_VISITOR_COMPONENT = 'chat_visitor';
export const VISITOR_COOKIE = 'chat-visitor';
export const MAX_TEXT = 1000;
/** Realtime topic: one event per new message or session change, {sessionId, siteId, kind}. */
export const CHAT_TOPIC = 'chat';

export type ChatSender = 'visitor' | 'staff' | 'system';

export interface ChatMessage {
  id: number;
  sessionId: number;
  sender: ChatSender;
  staffName: string | null;
  body: string;
  createdAt: string;
}

export interface ChatSession {
  id: number;
  siteId: number;
  siteName: string;
  visitorName: string;
  visitorPhone: string;
  staffId: number | null;
  staffName: string | null;
  status: 'open' | 'closed';
  /** Visitor messages the staff side has not read. */
  unread: number;
  lastText: string;
  lastAt: string;
  createdAt: string;
}

export interface VisitorView {
  session: { id: number; siteName: string; visitorName: string; status: 'open' | 'closed'; staffName: string | null };
  messages: ChatMessage[];
}

export interface ChatSite {
  id: number;
  name: string;
}
