// Keeps document.title in step with the page shown.
import { useEffect } from 'react';
import { documentTitle } from './routes.ts';

export function useDocumentTitle(pageTitle?: string): void {
  useEffect(() => {
    document.title = documentTitle(pageTitle);
  }, [pageTitle]);
}
