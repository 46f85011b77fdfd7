// The page of pages.json that draws a custom component. The engine's own screens (消息通知, 个人设置) and a
// plugin's (the chat console) are found by what they render, never by a path or page id the code fixes, so
// pages.json alone places them.
import type { PageEntry } from './schema/types.ts';

export function componentPage(pages: readonly PageEntry[], component: string): PageEntry | undefined {
  return pages.find((p) => p.kind === 'custom' && p.component === component);
}
