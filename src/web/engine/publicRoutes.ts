// Standalone pages reachable without login that plugins register by path (a visitor-facing form, say).
// They render outside the shell; the guard lets their paths through without a token.
import type { ComponentType } from 'react';

/** A dynamic import of the page's module (the page is its own chunk). */
export type PublicPage = () => Promise<{ default: ComponentType }>;

const pages = new Map<string, PublicPage>();

export function registerPublicPage(path: string, page: PublicPage): void {
  if (!path.startsWith('/')) throw new Error(`public page path must start with "/": ${path}`);
  pages.set(path, page);
}

export function publicPages(): [string, PublicPage][] {
  return [...pages.entries()];
}

export function isRegisteredPublicPath(pathname: string): boolean {
  return pages.has(pathname);
}
