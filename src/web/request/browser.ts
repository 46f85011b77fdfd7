// What the request layer reads from and does to the page, behind one seam so unit tests can fake it.

export interface BrowserPort {
  pathname(): string;
  search(): string;
  reload(): void;
  /** Full-page navigation (the CMS login lives on another site). */
  assign(url: string): void;
}

export const windowBrowser: BrowserPort = {
  pathname: () => window.location.pathname,
  search: () => window.location.search,
  reload: () => window.location.reload(),
  assign: (url) => window.location.assign(url),
};
