// The hint a signed-in page's first HTML carries (src/server/http/pageHint.ts): the kind of page its path
// is and the form widgets it uses. At boot the app starts those chunks once the shell's are in, instead of
// after the page's bundle has arrived and the shell has rendered.
import { preloadFormWidgets } from './formWidgets.ts';
import { getRenderer } from './registry.ts';

export function preloadHintedPage(doc: Document = document): void {
  const kind = doc.querySelector<HTMLMetaElement>('meta[name="page-kind"]')?.content;
  if (!kind) return;
  void getRenderer(kind)?.preload();
  const widgets = doc.querySelector<HTMLMetaElement>('meta[name="page-widgets"]')?.content;
  if (widgets) preloadFormWidgets(widgets.split(' '));
}
