// fillTemplate: template text + record -> safe HTML for the print sheet.
//
// The template language is deliberately tiny, because templates are typed by centre staff and printed
// on legal paper: placeholders, line breaks, blank-line paragraphs, "# " / "## " title lines, ">> "
// right-aligned lines (signatures, dates) and **bold**. Every other character is text: the template
// and the values are HTML-escaped, so no markup can be injected through either.
import type { RecordRow } from '../api.ts';
import type { EntitySchema } from '../schema/types.ts';
import { escapeHtml, escapeLines } from './escape.ts';
import { CONTEXT_FIELDS, isImageField, isSheetImageSrc, segments } from './placeholders.ts';
import { resolvePlaceholder, type TemplateContext } from './values.ts';

export interface FillResult {
  html: string;
  /** Placeholders that could not be filled ("foo", "dealPrice|bogus"), each once, in order. */
  unknown: string[];
}

/** A blank to fill in by hand on paper, for a field the record leaves empty. */
const BLANK = '<span class="tpl-blank"></span>';

function marker(reason: 'field' | 'filter', name: string): string {
  return `<span class="tpl-unknown">【${reason === 'field' ? '未知字段' : '未知格式'}：${escapeHtml(name)}】</span>`;
}

type Part = { lit: string } | { html: string };

/**
 * Literal text with ** toggling <strong>. An odd ** count leaves the last one as text, so a stray
 * pair of asterisks never bolds the rest of the line. Values are not scanned: data never formats.
 */
function joinParts(parts: Part[]): string {
  const total = parts.reduce((n, p) => n + ('lit' in p ? p.lit.split('**').length - 1 : 0), 0);
  let usable = total - (total % 2);
  let open = false;
  let out = '';
  for (const p of parts) {
    if ('html' in p) {
      out += p.html;
      continue;
    }
    const pieces = p.lit.split('**');
    pieces.forEach((piece, i) => {
      if (i > 0) {
        if (usable > 0) {
          out += open ? '</strong>' : '<strong>';
          open = !open;
          usable--;
        } else out += '**';
      }
      out += escapeHtml(piece);
    });
  }
  return out;
}

interface Filler {
  line: (text: string) => string;
  unknown: Set<string>;
}

function filler(record: RecordRow, entity: EntitySchema, ctx: TemplateContext): Filler {
  const unknown = new Set<string>();
  const line = (text: string): string =>
    joinParts(
      segments(text).map((s): Part => {
        if (s.kind === 'text') return { lit: s.text };
        const ph = s.placeholder;
        if (isImageField(ph.field) && ph.filter === undefined) {
          const src = ctx.images?.[ph.field];
          return { html: src && isSheetImageSrc(src) ? `<img class="tpl-image tpl-${ph.field}" src="${escapeHtml(src)}" alt="${escapeHtml(CONTEXT_FIELDS[ph.field])}">` : BLANK };
        }
        const r = resolvePlaceholder(ph, record, entity, ctx);
        if (r.ok) return { html: r.text === '' ? BLANK : escapeLines(r.text) };
        unknown.add(s.placeholder.raw);
        return { html: marker(r.reason, r.name) };
      }),
    );
  return { line, unknown };
}

export function fillTemplate(content: string, record: RecordRow, entity: EntitySchema, ctx: TemplateContext = {}): FillResult {
  const f = filler(record, entity, ctx);
  const blocks: string[] = [];
  let para: string[] = [];
  let blankRun = 0;
  const flush = () => {
    if (para.length > 0) blocks.push(`<p>${para.join('<br>')}</p>`);
    para = [];
  };
  for (const text of content.replace(/\r\n?/g, '\n').split('\n')) {
    const heading = /^(#{1,2})\s+(.*)$/.exec(text);
    const right = /^>>\s?(.*)$/.exec(text);
    if (text.trim() === '') {
      flush();
      // One blank line separates paragraphs; each further one keeps its space (room for seals).
      if (++blankRun > 1 && blocks.length > 0) blocks.push('<p class="tpl-gap"></p>');
      continue;
    }
    blankRun = 0;
    if (heading) {
      flush();
      const tag = heading[1] === '#' ? 'h1' : 'h2';
      blocks.push(`<${tag}>${f.line(heading[2] ?? '')}</${tag}>`);
    } else if (right) {
      flush();
      blocks.push(`<p class="tpl-right">${f.line(right[1] ?? '')}</p>`);
    } else para.push(f.line(text));
  }
  flush();
  return { html: blocks.join('\n'), unknown: [...f.unknown] };
}
