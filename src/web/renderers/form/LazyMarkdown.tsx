// rjsf renders markdown (markdown-to-jsx, about 12 KB gzip) only where a form asks for it
// (ui:enableMarkdownInDescription / ui:enableMarkdownInHelp) or in its own error panels, yet imports it
// with every form. vite.config.ts points rjsf's import here: the same Markdown component, loaded on its
// first use, its text shown as it is until then.
import type { MarkdownToJSX } from 'markdown-to-jsx/react';
import type { ReactNode } from 'react';
import { lateComponent } from '../../engine/lateComponent.tsx';

interface MarkdownProps {
  children?: ReactNode;
  options?: MarkdownToJSX.Options;
  [attr: string]: unknown;
}

export const Markdown = lateComponent<MarkdownProps>(
  () => import('markdown-to-jsx/react').then((m) => ({ default: m.Markdown as (p: MarkdownProps) => ReactNode })),
  (p) => p.children,
);
