// @vitest-environment jsdom
// The page hint of a signed-in page's first HTML (src/server/http/pageHint.ts) starts the named renderer's
// chunk and the named form widgets' chunks; a page without a hint starts nothing.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ComponentType } from 'react';
import { registerFormWidget, type FormWidget } from '../../../src/web/engine/formWidgets.ts';
import { preloadHintedPage } from '../../../src/web/engine/pageHint.ts';
import { registerRenderer, unregisterRenderer } from '../../../src/web/engine/registry.ts';
import type { SchemaRendererProps } from '../../../src/web/engine/types.ts';

const Nothing: ComponentType<SchemaRendererProps> = () => null;
const NoWidget: FormWidget = () => null;

function page(kind?: string, widgets?: string): Document {
  const doc = document.implementation.createHTMLDocument('t');
  if (kind) doc.head.insertAdjacentHTML('beforeend', `<meta name="page-kind" content="${kind}">`);
  if (widgets) doc.head.insertAdjacentHTML('beforeend', `<meta name="page-widgets" content="${widgets}">`);
  return doc;
}

afterEach(() => unregisterRenderer('hinted'));

describe('the page hint', () => {
  it('starts the hinted kind\'s renderer chunk and the hinted widgets\' chunks, once each', async () => {
    const renderer = vi.fn(() => Promise.resolve({ default: Nothing }));
    const picker = vi.fn(() => Promise.resolve({ default: NoWidget }));
    const other = vi.fn(() => Promise.resolve({ default: NoWidget }));
    registerRenderer('hinted' as never, renderer as never);
    registerFormWidget('hinted-picker', picker);
    registerFormWidget('hinted-other', other);
    preloadHintedPage(page('hinted', 'hinted-picker unknown-widget'));
    preloadHintedPage(page('hinted', 'hinted-picker'));
    await vi.waitFor(() => expect(picker).toHaveBeenCalledTimes(1));
    expect(renderer).toHaveBeenCalledTimes(1);
    expect(other).not.toHaveBeenCalled();
  });

  it('starts nothing without a hint or for a kind nobody registered', () => {
    const renderer = vi.fn(() => Promise.resolve({ default: Nothing }));
    registerRenderer('hinted' as never, renderer as never);
    preloadHintedPage(page());
    preloadHintedPage(page('unregistered'));
    expect(renderer).not.toHaveBeenCalled();
  });
});
