// A page reachable without a login (pages.json "public": true, at a path of PUBLIC_PATHS): drawn by
// its registered custom component on a plain page, without the shell. The public entries come from
// GET /api/public/pages, so nothing here waits on a session; loading, failure and a missing entry each
// say so.
import { Suspense } from 'react';
import { useLocation } from 'react-router-dom';
import { ErrorBoundary } from '../engine/ErrorBoundary.tsx';
import { ErrorPanel } from '../engine/ErrorPanel.tsx';
import { publicApi } from '../engine/publicApi.ts';
import { getCustom } from '../engine/registry.ts';
import { useApiQuery } from '../query/useApiQuery.ts';
import { PageLoading } from './PageLoading.tsx';
import { documentTitle } from './routes.ts';
import { useEffect } from 'react';
import { queryKeys } from '../query/keys.ts';

export default function PublicPageRoute() {
  const { pathname } = useLocation();
  const pages = useApiQuery(queryKeys.publicPages(), () => publicApi.pages(), { staleTime: Infinity });
  const entry = pages.data?.pages.find((p) => p.path === pathname);
  useEffect(() => {
    if (entry) document.title = documentTitle(entry.title);
  }, [entry]);

  if (pages.error && !pages.data) {
    return <ErrorPanel status="warning" title="页面加载失败" error={pages.error} onRetry={pages.reload} />;
  }
  if (!pages.data) return <PageLoading />;
  const Custom = entry?.kind === 'custom' ? getCustom(entry.component) : undefined;
  if (!entry || !Custom) return <ErrorPanel status="warning" title="页面不存在" message={`没有公开页面：${pathname}`} />;
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
