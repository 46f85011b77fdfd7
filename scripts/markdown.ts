// Small Markdown helpers shared by the reference generator (scripts/reference.ts) and the docs tests
// (tests/docs/): heading anchors as GitHub computes them, and the relative links of a file.

/** The text a heading shows: inline code marks, emphasis and link syntax removed. */
function headingText(raw: string): string {
  return raw
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[`*]/g, '')
    .replace(/<[^>]+>/g, '')
    .trim();
}

/** GitHub's anchor for a heading's text: lower case, punctuation dropped (letters, digits, marks, `_`,
 *  `-` and spaces kept), each space a hyphen. Repeats get -1, -2… (see `anchorsOf`). */
export function headingSlug(raw: string): string {
  return headingText(raw)
    .toLowerCase()
    .replace(/[^\p{L}\p{M}\p{N}\p{Pc}\- ]/gu, '')
    .replace(/ /g, '-');
}

/** Lines outside fenced code blocks (a `#` inside a code block is not a heading). */
function proseLines(markdown: string): string[] {
  const out: string[] = [];
  let fence: string | null = null;
  for (const line of markdown.split('\n')) {
    const m = /^\s*(```|~~~)/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]!;
      else if (m[1] === fence) fence = null;
      continue;
    }
    if (fence === null) out.push(line);
  }
  return out;
}

/** Every anchor a file offers: its headings' slugs (repeats numbered as GitHub does) and explicit
 *  `<a id="…">` / `<a name="…">` targets. */
export function anchorsOf(markdown: string): Set<string> {
  const anchors = new Set<string>();
  const seen = new Map<string, number>();
  for (const line of proseLines(markdown)) {
    const h = /^#{1,6}\s+(.*?)\s*#*\s*$/.exec(line);
    if (h) {
      const base = headingSlug(h[1]!);
      const n = seen.get(base) ?? 0;
      seen.set(base, n + 1);
      anchors.add(n === 0 ? base : `${base}-${n}`);
    }
    for (const a of line.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(a[1]!);
  }
  return anchors;
}

export interface MarkdownLink {
  /** 1-based line of the link in its file. */
  line: number;
  /** The link's target as written. */
  target: string;
}

/** The inline links and images `[text](target)` outside code (fenced blocks and `code spans`). */
export function linksOf(markdown: string): MarkdownLink[] {
  const links: MarkdownLink[] = [];
  let fence: string | null = null;
  markdown.split('\n').forEach((line, i) => {
    const m = /^\s*(```|~~~)/.exec(line);
    if (m) {
      if (fence === null) fence = m[1]!;
      else if (m[1] === fence) fence = null;
      return;
    }
    if (fence !== null) return;
    const prose = line.replace(/`[^`]*`/g, '');
    for (const l of prose.matchAll(/!?\[[^\]]*\]\(\s*<?([^)\s>]+)>?(?:\s+"[^"]*")?\s*\)/g)) links.push({ line: i + 1, target: l[1]! });
  });
  return links;
}
