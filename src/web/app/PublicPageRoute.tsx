// A page reachable without a login (pages.json "public": true, at a path of PUBLIC_PATHS): drawn by
// its registered custom component on a plain page, without the shell. The public entries come from
// GET /api/public/pages, so nothing here waits on a session; loading, failure and a missing entry each
// say so.
import { Button, Result } from 'antd';
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../engine/ErrorBoundary.tsx';
import { errorText } from '../engine/errorText.ts';
import { publicApi } from '../engine/publicApi.ts';
import { getCustom } from '../engine/registry.ts';
import { useApiQuery } from '../query/useApiQuery.ts';
import { PageLoading } from './PageLoading.tsx';
import { documentTitle } from './routes.ts';
import { useEffect } from 'react';

export default function PublicPageRoute() {
  const { pathname } = useLocation();
  const pages = useApiQuery(['public-pages'], () => publicApi.pages(), { staleTime: Infinity });
  const entry = pages.data?.pages.find((p) => p.path === pathname);
  useEffect(() => {
    if (entry) document.title = documentTitle(entry.title);
  }, [entry]);

  if (pages.error && !pages.data) {
    return <Result status="warning" title="页面加载失败" subTitle={errorText(pages.error)} extra={<Button onClick={pages.reload}>重试</Button>} />;
  }
  if (!pages.data) return <PageLoading />;
  const Custom = entry?.kind === 'custom' ? getCustom(entry.component) : undefined;
  if (!entry || !Custom) return <Result status="404" title="页面不存在" subTitle={`没有公开页面：${pathname}`} />;
  return (
    <main className="public-page">
      <ErrorBoundary>
        <Suspense fallback={<PageLoading />}>
          <Custom entry={entry} />
        </Suspense>
      </ErrorBoundary>
    </main>
  );
}
