// The template last printed with on a page is offered first next time (per page, per browser).
import { readItem, writeItem } from '../../persist/storage.ts';

const key = (pageId: string) => `print-template:${pageId}`;

export function rememberedTemplate(pageId: string): string | null {
  return readItem(key(pageId));
}

export function rememberTemplate(pageId: string, templateId: number): void {
  writeItem(key(pageId), String(templateId));
}
