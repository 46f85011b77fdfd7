// The engine's only door to the session store, so renderers read who is logged in one way.
import { useSession } from '../stores/session.ts';
import type { AppMeta } from '../../shared/api.ts';
import type { Principal } from '../../shared/permission.ts';

export function usePrincipal(): Principal | null {
  return useSession((s) => s.principal);
}

export function useAppMeta(): AppMeta | null {
  return useSession((s) => s.meta);
}
