// The app root: antd providers (zh_CN, theme colour, size), the router, the guard and the standalone routes.
// Everything behind the login (the shell and the pages) is a lazy chunk.
import { ConfigProvider } from 'antd';
import zhCN from 'antd/locale/zh_CN';
import { lazy, Suspense, useEffect, useMemo } from 'react';
import { BrowserRouter, Navigate, Route, Routes } from 'react-router-dom';
import { FeedbackHost } from './app/FeedbackHost.tsx';
import { Guard } from './app/Guard.tsx';
import { PageLoading } from './app/PageLoading.tsx';
import { HOME_PATH } from './app/routes.ts';
import { antdSize, useLayout } from './stores/layout.ts';
import { useSession } from './stores/session.ts';
import { useSettings } from './stores/settings.ts';
import { antdTheme } from './styles/theme.ts';

const LoginPage = lazy(() => import('./app/LoginPage.tsx'));
const ErrorPage = lazy(() => import('./app/ErrorPage.tsx'));
const AuthRedirect = lazy(() => import('./app/AuthRedirect.tsx'));
const ShellLayout = lazy(() => import('./shell/ShellLayout.tsx'));
const PrintingRoute = lazy(() => import('./renderers/print/PrintingRoute.tsx'));

export default function App() {
  const theme = useSettings((s) => s.theme);
  const size = useLayout((s) => s.size);
  const loggedIn = useSession((s) => s.token !== null);
  // A new theme object re-styles every antd component: only build one when the colour changes.
  const antd = useMemo(() => antdTheme(theme), [theme]);

  // Plain CSS (tags strip, sidebar) follows the theme through one custom property.
  useEffect(() => {
    document.documentElement.style.setProperty('--theme-color', theme);
  }, [theme]);

  return (
    <ConfigProvider locale={zhCN} theme={antd} componentSize={antdSize(size)}>
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
              <Route path="/" element={<Navigate to={HOME_PATH} replace />} />
              <Route path="*" element={<ShellLayout />} />
            </Routes>
          </Suspense>
        </Guard>
      </BrowserRouter>
    </ConfigProvider>
  );
}
