// What a rich-text value (a property with contentMediaType "text/html") may contain once stored: the
// markup the editor produces (paragraphs, headings, lists, emphasis, links, quotes, code, tables,
// images by https or same-site address). The server rewrites every written value to this policy
// (src/server/records/rules/sanitize.ts, sanitize-html); scripts, event handlers, styles, frames and
// javascript: addresses never reach the database, so every screen may show the stored HTML.
export const RICHTEXT_TAGS: readonly string[] = [
  'p', 'br', 'h1', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'sub', 'sup', 'mark',
  'ul', 'ol', 'li', 'blockquote', 'pre', 'code', 'hr', 'a', 'img',
  'table', 'thead', 'tbody', 'tr', 'th', 'td', 'span',
];

export const RICHTEXT_ATTRIBUTES: Readonly<Record<string, readonly string[]>> = {
  a: ['href', 'title', 'target', 'rel'],
  img: ['src', 'alt', 'title', 'width', 'height'],
  th: ['colspan', 'rowspan'],
  td: ['colspan', 'rowspan'],
  ol: ['start'],
};

/** Address schemes links and images may use (relative addresses are allowed too). */
export const RICHTEXT_SCHEMES: readonly string[] = ['http', 'https', 'mailto'];
