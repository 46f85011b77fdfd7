// While a print page is the active page, the document carries a class that print.css uses to drop
// the shell (top bar, sidebar, tags) from the printout. An effect, so a print page kept hidden in the
// page stack (React <Activity> runs effect cleanups when hiding) does not strip other pages' printouts.
import { useEffect } from 'react';

export const PRINT_LAYOUT_CLASS = 'print-layout';

export function usePrintLayout(): void {
  useEffect(() => {
    const root = document.documentElement;
    root.classList.add(PRINT_LAYOUT_CLASS);
    return () => root.classList.remove(PRINT_LAYOUT_CLASS);
  }, []);
}

/**
 * Opens the browser's print dialog (where 另存为 PDF makes the PDF). The document title is what the
 * browser proposes as the PDF file name, so it names the document while the dialog is open.
 */
export function printDocument(title: string): void {
  const before = document.title;
  document.title = title;
  const restore = () => {
    document.title = before;
    window.removeEventListener('afterprint', restore);
  };
  // print() blocks in some browsers and returns at once in others; afterprint comes in both.
  window.addEventListener('afterprint', restore);
  window.print();
}
