// The engine's fixed addresses that pages below the app (the print route) also need: kept under the
// engine so renderers reach them without importing the app's route table. The app's own pages, the home
// page included, are pages.json's: the root leads to the landing page it names (app/routes.ts landingPath).
export const ROOT_PATH = '/';
export const LOGIN_PATH = '/login';

export function loginRedirect(pathWithQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
