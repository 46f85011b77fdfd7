// The app root: the router, the guard and the standalone routes. Everything behind the login (the shell
// and the pages) is a lazy chunk, loaded together with antd's providers; the login page is plain React
// and CSS, so a first visit downloads no antd.
import { Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation } from 'react-router-dom';
import { FeedbackHost } from './app/FeedbackHost.tsx';
import { preloadHintedPage } from './engine/pageHint.ts';
import { late, useLoaded } from './engine/late.tsx';
import { Guard } from './app/Guard.tsx';
import LoginPage from './app/LoginPage.tsx';
import { PageLoading } from './app/PageLoading.tsx';
import { publicPathsOf } from './app/publicPages.ts';
import { bootDecision } from './app/boot.ts';
import { registerBuiltins } from './renderers/builtins.ts';
import { useSession } from './stores/session.ts';
import { useSettings } from './stores/settings.ts';

// The built-in page kinds and form widgets, before anything asks the registries (the hinted page's
// preload below included); the composition root installs the plugins' after this module is evaluated.
registerBuiltins();

type Loader<P> = () => Promise<{ default: ComponentType<P> }>;

/** A lazy route inside antd's providers; both chunks download at once (no waterfall). */
function withAntd<P extends object>(load: Loader<P>) {
  return late(async () => {
    const [providers, page] = await Promise.all([import('./app/AntdProviders.tsx'), load()]);
    const Providers = providers.default;
    const Page = page.default;
    return { default: (props: P) => <Providers><Page {...props} /></Providers> };
  });
}

const ErrorPage = withAntd(() => import('./app/ErrorPage.tsx')).component;
const AuthRedirect = withAntd(() => import('./app/AuthRedirect.tsx')).component;
const Shell = withAntd(() => import('./shell/ShellLayout.tsx'));
const ShellLayout = Shell.component;
const PrintingRoute = withAntd(() => import('./renderers/print/PrintingRoute.tsx')).component;
const PublicPageRoute = withAntd(() => import('./app/PublicPageRoute.tsx')).component;

// A returning user's visit (app/boot.ts has sent the session's requests) starts the shell's chunks as the
// app starts, not after the first render.
if (bootDecision.kind === 'load') {
  void Shell.preload();
  // The page's own chunks next, in a later task.
  setTimeout(preloadHintedPage, 0);
}

/**
 * Every other path: a public page (pages.json "public", drawn without the shell) or the shell. The guard
 * lets a visitor without a session through only to a public page; a user's route table names them.
 */
function PublicOrShell() {
  const { pathname } = useLocation();
  const token = useSession((s) => s.token);
  const meta = useSession((s) => s.meta);
  const isPublic = !token || (meta !== null && publicPathsOf(meta.pages).has(pathname));
  return isPublic ? <PublicPageRoute /> : <LoadedShell />;
}

/**
 * The shell once its chunk is in, waited for here rather than by the Suspense above: a boundary that has
 * shown its fallback holds what replaces it back for up to 300 ms (useLoaded), and React renders its retry
 * in slices of 5 ms, with the page's whole first render in it.
 */
function LoadedShell() {
  return useLoaded(Shell) ? <ShellLayout /> : <PageLoading />;
}

export default function App() {
  const theme = useSettings((s) => s.theme);
  const loggedIn = useSession((s) => s.token !== null);

  // Plain CSS (login, tags strip, sidebar) follows the theme through one custom property.
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', theme);
  }, [theme]);

  return (
    <BrowserRouter>
      <FeedbackHost eager={loggedIn} />
      <Guard>
        <Suspense fallback={<PageLoading />}>
          <Routes>
            <Route path="/login" element={<LoginPage />} />
            <Route path="/auth-redirect" element={<AuthRedirect />} />
            <Route path="/printing" element={<PrintingRoute />} />
            <Route path="/404" element={<ErrorPage status={404} />} />
            <Route path="/401" element={<ErrorPage status={401} />} />
            <Route path="*" element={<PublicOrShell />} />
          </Routes>
        </Suspense>
      </Guard>
    </BrowserRouter>
  );
}
