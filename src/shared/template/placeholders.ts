// Placeholder syntax: {{field}} or {{field|filter}}, spaces allowed inside the braces.
// Parsing is separate from filling so the editor, the check and the renderer read templates alike.

/** Filters a placeholder may name, with the words the editor shows for them. */
export const FILTERS = {
  capital: '人民币大写',
  amount: '金额（千分位，两位小数）',
  date: '日期（YYYY-MM-DD）',
  datetime: '日期时间',
  cndate: '中文日期（YYYY年M月D日）',
  number: '编号（引用字段所指记录的编号，而非名称）',
} as const;
export type FilterName = keyof typeof FILTERS;

export function isFilterName(name: string): name is FilterName {
  return Object.hasOwn(FILTERS, name);
}

/** Values that come from the moment of printing rather than from the record. */
export const CONTEXT_FIELDS = { today: '今天日期', siteSeal: '本站公章（图片）', siteSignature: '本站签章（图片）' } as const;

/** Context fields that print an image of the record's site (系统设置 → 站点参数), not text; no filter applies. */
export const IMAGE_FIELDS = ['siteSeal', 'siteSignature'] as const;
export type ImageField = (typeof IMAGE_FIELDS)[number];

export function isImageField(name: string): name is ImageField {
  return (IMAGE_FIELDS as readonly string[]).includes(name);
}

/**
 * An image address the sheet may show: this server's site-image path (the browser, with the session's
 * cookie) or an inline PNG/JPEG/WebP (a signed print link, filled on the server). Nothing else reaches the
 * sheet's markup.
 */
export function isSheetImageSrc(src: string): boolean {
  return /^\/api\/site-images\/\d{1,9}\/(seal|signature)(\?v=\d{1,15})?$/.test(src) || /^data:image\/(png|jpeg|webp);base64,[A-Za-z0-9+/]+={0,2}$/.test(src);
}

export interface Placeholder {
  /** The text between the braces, trimmed ("dealPrice|capital"). */
  raw: string;
  field: string;
  /** Filter name as written; undefined when none. */
  filter?: string;
}

/** One piece of a line: literal template text or a placeholder. */
export type Segment = { kind: 'text'; text: string } | { kind: 'placeholder'; placeholder: Placeholder };

// Non-greedy and brace-free inside, so "{{a}}{{b}}" is two placeholders and "{{ {{a}} }}" stays literal
// around the inner one.
const PLACEHOLDER = /\{\{([^{}]*)\}\}/g;

function parseInner(inner: string): Placeholder {
  const raw = inner.trim();
  const bar = raw.indexOf('|');
  if (bar < 0) return { raw, field: raw };
  return { raw, field: raw.slice(0, bar).trim(), filter: raw.slice(bar + 1).trim() };
}

export function segments(text: string): Segment[] {
  const out: Segment[] = [];
  let last = 0;
  for (const m of text.matchAll(PLACEHOLDER)) {
    if (m.index > last) out.push({ kind: 'text', text: text.slice(last, m.index) });
    out.push({ kind: 'placeholder', placeholder: parseInner(m[1] ?? '') });
    last = m.index + m[0].length;
  }
  if (last < text.length) out.push({ kind: 'text', text: text.slice(last) });
  return out;
}

/** Every distinct placeholder of a template, in order of first use. */
export function listPlaceholders(content: string): Placeholder[] {
  const seen = new Map<string, Placeholder>();
  for (const s of segments(content)) {
    if (s.kind === 'placeholder' && !seen.has(s.placeholder.raw)) seen.set(s.placeholder.raw, s.placeholder);
  }
  return [...seen.values()];
}

/** The text to insert for a field: "{{field}}" or "{{field|filter}}". */
export function placeholderText(field: string, filter?: FilterName): string {
  return filter ? `{{${field}|${filter}}}` : `{{${field}}}`;
}
