// Whether the first page of this load has rendered (PageHost marks it): the shell's top bar, sidebar and
// tags wait for it on a cold load (useAfterFirstPage), so their first render does not share the page's.
let mark: () => void = () => undefined;

export const firstPageDrawn = new Promise<void>((resolve) => (mark = resolve));

export function markFirstPageDrawn(): void {
  mark();
}
