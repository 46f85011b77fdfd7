// The HTTP contract of what is served without a login: the public pages of the route table, the
// records an entity declares public (x-public) and print sheets behind a signed, expiring link.
import type { PageEntry } from './schema/types.ts';

export const PUBLIC_API = {
  /** GET (public): the pages.json entries marked "public": true. */
  pages: '/api/public/pages',
  /** GET (public): up to 200 records of an entity in its public states, only its public fields. */
  records: (entity: string) => `/api/public/records/${encodeURIComponent(entity)}`,
  /** POST {page, id} (logged in, may open the print page and read the record): a signed print link. */
  printLink: '/api/print/link',
  /** GET ?page=&id=&exp=&sig= (public): the filled print sheet a signed link names. */
  print: '/api/public/print',
} as const;

/** The most records one public list answers. */
export const PUBLIC_LIST_LIMIT = 200;

export interface PublicPages {
  pages: PageEntry[];
}

export interface PublicRecord {
  id: number;
  data: Record<string, unknown>;
}

export interface PublicList {
  list: PublicRecord[];
  /** All public records of the entity (the list holds at most PUBLIC_LIST_LIMIT). */
  total: number;
}

/** The query of a signed print link (/printing?page=&id=&exp=&sig=). */
export interface PrintLinkQuery {
  page: string;
  id: string;
  /** Expiry, Unix seconds. */
  exp: string;
  /** HMAC-SHA256 of "page|id|exp", base64url. */
  sig: string;
}

export interface PrintLink {
  /** The browser address of the sheet: /printing?page=&id=&exp=&sig= */
  url: string;
  /** When the link stops working (ISO time). */
  expiresAt: string;
}

export interface PublicPrint {
  title: string;
  /** The filled template: safe HTML (every value escaped by the template filler). */
  html: string;
}

/** The link's query as the browser builds it from an address. */
export function printLinkQuery(search: string): PrintLinkQuery | null {
  const q = new URLSearchParams(search);
  const page = q.get('page');
  const id = q.get('id');
  const exp = q.get('exp');
  const sig = q.get('sig');
  return page && id && exp && sig ? { page, id, exp, sig } : null;
}
