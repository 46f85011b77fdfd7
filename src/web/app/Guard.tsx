// The navigation guard: token → user info → routes, per reference 1.1. Renders its children only
// when the navigation may go through.
import { useEffect, useState, type ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router-dom';
import { Code } from '../../shared/codes.ts';
import { feedback } from '../request/feedback.ts';
import { ApiError } from '../request/types.ts';
import { useSession } from '../stores/session.ts';
import { publicPathsOf, usePublicPaths } from './publicPages.ts';
import { guardDecision, isPublicPath } from './routes.ts';
import { PageLoading } from './PageLoading.tsx';

export function Guard({ children }: { children: ReactNode }) {
  const location = useLocation();
  const token = useSession((s) => s.token);
  const loaded = useSession((s) => s.principal !== null && s.meta !== null);
  const meta = useSession((s) => s.meta);
  const [failed, setFailed] = useState(false);
  // A logged-in user has the public pages in the route table; a visitor asks for them only when the path
  // is not one of the app's own login-free routes.
  const fetched = usePublicPaths(!token && !isPublicPath(location.pathname));
  const publicPaths = meta ? publicPathsOf(meta.pages) : fetched;
  const decision = guardDecision({ pathname: location.pathname, search: location.search, token, loaded, publicPaths });

  useEffect(() => {
    if (decision.kind !== 'load' || failed) return;
    // The boot's load may have ended between this render and its effect: nothing is left to ask for.
    const now = useSession.getState();
    if (now.principal !== null && now.meta !== null) return;
    let live = true;
    useSession
      .getState()
      .load()
      .catch((err: unknown) => {
        if (!live) return;
        setFailed(true);
        // Without a token the decision becomes "to /login?redirect=<this path>".
        useSession.getState().resetToken();
        // An expired session already has its own dialog; anything else is shown as the original did.
        if (!(err instanceof ApiError && err.code === Code.SESSION_EXPIRED)) {
          feedback.error(err instanceof Error && err.message ? err.message : 'Has Error', 5);
        }
      });
    return () => {
      live = false;
    };
  }, [decision.kind, failed]);

  // A new token (login, single sign-on) may try loading again.
  useEffect(() => setFailed(false), [token]);

  if (decision.kind === 'redirect') return <Navigate to={decision.to} replace />;
  if (decision.kind === 'load' || decision.kind === 'public-check') return <PageLoading />;
  return <>{children}</>;
}
