// The trading-variety check (spec sections 4 and 7): a page under transaction_management was opened for
// one variety; if another tab has since chosen a different one, its requests would act on the wrong
// variety, so they are refused until the page is refreshed.
import { LocalKey } from '../persist/keys.ts';
import { readItem } from '../persist/storage.ts';

/** The variety this page load works under; read once, changed only by choosing in this tab. */
let pageVariety: string | null = readItem(LocalKey.transferVariety);

export function pageTransferVariety(): string | null {
  return pageVariety;
}

/** Called when the user chooses a variety in this tab (after storing it). */
export function adoptVariety(code: string | null): void {
  pageVariety = code;
}

export function inVarietyScope(pathname: string, segment: string): boolean {
  return pathname.split('/')[1] === segment;
}

export function isExempt(url: string, exempt: string[]): boolean {
  return exempt.some((part) => url.includes(part));
}

/** The stored (last chosen) variety differs from the one this page was opened with. */
export function varietyMismatch(): boolean {
  return (readItem(LocalKey.transferVariety) ?? null) !== pageVariety;
}

// Several requests of one page fail together; the alert (whose button reloads) is shown once.
let alerted = false;

export function alertMismatchOnce(show: () => void): void {
  if (alerted) return;
  alerted = true;
  show();
}

/** Only for tests. */
export function resetVarietyAlertForTests(): void {
  alerted = false;
}
