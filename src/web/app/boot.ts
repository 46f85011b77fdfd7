// A returning user's visit (a session marker, a path behind the login) sends the session's requests as the
// entry starts evaluating: the entry imports this module first, so they are on the wire while React, antd
// and the app's modules are still being evaluated, instead of after. The guard then shares that load.
import { useSession } from '../stores/session.ts';
import { guardDecision, type GuardDecision } from './routes.ts';

export const bootDecision: GuardDecision = guardDecision({
  pathname: window.location.pathname,
  search: window.location.search,
  token: useSession.getState().token,
  loaded: false,
  publicPaths: null,
});
if (bootDecision.kind === 'load') useSession.getState().load().catch(() => undefined); // the guard's own call reports a failure
