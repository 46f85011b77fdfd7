// A signed-in page's first HTML says what kind of page its path is and which form widgets it uses
// (<meta name="page-kind">, <meta name="page-widgets">), so the app starts that renderer's chunks as soon as
// the shell's chunk is in (src/web/engine/pageHint.ts) instead of after the page's bundle has arrived and
// the shell has rendered (on a cold 21-field form the renderer's chunks were asked for ~260 ms after
// the bundle's request went out). Names only: the bundle itself still comes with the user's rights.
import type { Registry } from '../../shared/schema/types.ts';
import { formWidgetNames } from '../../shared/valuetypes/formWidgets.ts';

export interface PageHint {
  kind: string;
  widgets: string[];
}

export function pageHint(reg: Registry, path: string): PageHint | null {
  const entry = reg.pages.pages.find((p) => p.path === path);
  const schema = entry?.schema ? reg.pageSchemas[entry.schema] : undefined;
  if (!schema) return null;
  const entity = schema.kind === 'form' ? reg.entities[schema.entity] : undefined;
  return { kind: schema.kind, widgets: schema.kind === 'form' && entity ? [...formWidgetNames(entity, schema)] : [] };
}

const SAFE = /^[\w-]+$/;

/** The HTML with the hint at the end of its head (names are identifiers; anything else is left out). */
export function withPageHint(html: string, hint: PageHint): string {
  if (!SAFE.test(hint.kind)) return html;
  const widgets = hint.widgets.filter((w) => SAFE.test(w));
  const tags = [`<meta name="page-kind" content="${hint.kind}">`, ...(widgets.length ? [`<meta name="page-widgets" content="${widgets.join(' ')}">`] : [])];
  return html.replace('</head>', `  ${tags.join('\n    ')}\n  </head>`);
}

const cache = new WeakMap<Registry, Map<string, string>>();

/** The app's HTML for a signed-in visit to `path`: with the page's hint when the path is a page. */
export function signedInHtml(reg: Registry, indexHtml: string, path: string): string {
  let byPath = cache.get(reg);
  if (!byPath) cache.set(reg, (byPath = new Map<string, string>()));
  const known = byPath.get(path);
  if (known !== undefined) return known;
  const hint = pageHint(reg, path);
  if (!hint) return indexHtml;
  // Only page paths are kept (bounded by the route table).
  const html = withPageHint(indexHtml, hint);
  byPath.set(path, html);
  return html;
}
