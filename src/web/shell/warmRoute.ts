// The first page's bundle, data and renderer start as soon as the session is known, not after the shell
// has rendered (a cold load's serial chain: session → shell → page bundle → renderer → records).
import { warmPage } from '../engine/pageBundle.ts';
import { mustChangePassword } from '../app/account/account.ts';
import { resolvePath } from '../app/routes.ts';
import { useSession, type SessionState } from '../stores/session.ts';

function warm(s: SessionState): boolean {
  if (!s.meta || !s.principal) return false;
  // A password change is due: the shell goes to 个人设置 instead, and the server would refuse the page's data.
  if (mustChangePassword(s.info)) return true;
  const at = resolvePath(window.location.pathname, s.meta, s.principal);
  // The root redirects to the landing page: warm that one.
  const r = at.kind === 'redirect' ? resolvePath(at.to, s.meta, s.principal) : at;
  // The session's answer may already hold this page's bundle (asked with the path it opened).
  if (r.kind === 'page') warmPage(r.entry, s.meta.pages, s.meta.page?.entry.id === r.entry.id ? s.meta.page : undefined);
  return true;
}

/** Called once when the shell's chunk loads, which may be before the session has loaded (App preloads it). */
export function warmFirstRoute(): void {
  if (warm(useSession.getState())) return;
  const stop = useSession.subscribe((s) => {
    if (warm(s)) stop();
  });
}
