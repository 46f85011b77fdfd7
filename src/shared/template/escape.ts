// HTML escaping for template output. Everything that reaches the sheet passes through here, so a
// template or a record value can never add markup of its own.

const ENTITIES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (c) => ENTITIES[c] ?? c);
}

/** Escaped text with its line breaks kept (a multi-line remark stays multi-line on paper). */
export function escapeLines(text: string): string {
  return escapeHtml(text).replace(/\r\n?|\n/g, '<br>');
}
