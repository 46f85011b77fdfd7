// The app's fixed addresses that pages below the app (the print route) also need: kept under the
// engine so renderers reach them without importing the app's route table.
export const HOME_PATH = '/home';
export const LOGIN_PATH = '/login';

export function loginRedirect(pathWithQuery: string): string {
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(pathWithQuery)}`;
}
