// rjsf renders markdown (markdown-to-jsx, about 12 KB gzip) only where a form asks for it
// (ui:enableMarkdownInDescription / ui:enableMarkdownInHelp) or in its own error panels, yet imports it
// with every form. vite.config.ts points rjsf's import here: the same Markdown component, loaded on its
// first use, its text shown as it is until then.
import type { MarkdownToJSX } from 'markdown-to-jsx/react';
import { createElement, lazy, Suspense, type ReactNode } from 'react';

interface MarkdownProps {
  children?: ReactNode;
  options?: MarkdownToJSX.Options;
  [attr: string]: unknown;
}

const Real = lazy(() => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown as (p: MarkdownProps) => ReactNode })));

export function Markdown(props: MarkdownProps) {
  return createElement(Suspense, { fallback: props.children }, createElement(Real, props));
}
