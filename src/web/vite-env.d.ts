// The build-time settings the web app reads from import.meta.env (Vite types unknown keys as any).
interface ImportMetaEnv {
  /** API origin when the app is not served by the API server itself; default: same origin. */
  readonly VITE_API_BASE?: string;
}
