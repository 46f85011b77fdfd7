// Turns a route's page entry into a screen: fetch the page bundle, check it, then render the renderer
// registered for its kind (or the named custom component). Every failure ends in an ErrorPanel.
import { Suspense, useEffect } from 'react';
import { markFirstPageDrawn } from './firstPage.ts';
import type { PageEntry } from '../../shared/schema/types.ts';
import { ErrorBoundary } from './ErrorBoundary.tsx';
import { ErrorPanel } from './ErrorPanel.tsx';
import { PageLoading } from './PageLoading.tsx';
import { useLoaded } from './late.tsx';
import { getCustom, getRenderer, type RegisteredRenderer } from './registry.ts';
import { SchemaIssuesPanel } from './SchemaIssuesPanel.tsx';
import { LiveIssuesPanel } from './LiveIssuesPanel.tsx';
import { useLiveReload } from './liveReload.ts';
import { errorText } from './errorText.ts';
import { loadPageBundle, PAGE_BUNDLE_FRESH_MS, pageBundleKey } from './pageBundle.ts';
import { useAppMeta } from './session.ts';
import type { RendererProps } from './types.ts';
import { useApiQuery } from '../query/useApiQuery.ts';

/** JSON pointer of an entry inside pages.json, so the panel says exactly where to look. */
function entryPointer(pages: readonly PageEntry[] | undefined, entry: PageEntry, key: string): string {
  const i = pages?.findIndex((p) => p.id === entry.id) ?? -1;
  return i >= 0 ? `/pages/${i}/${key}` : `/pages/(id=${entry.id})/${key}`;
}

/** Tells the shell the first page of this load has rendered (engine/firstPage.ts). */
function Drawn() {
  useEffect(markFirstPageDrawn, []);
  return null;
}

function CustomPage({ entry }: RendererProps) {
  const meta = useAppMeta();
  const Custom = getCustom(entry.component);
  if (!Custom) {
    return (
      <ErrorPanel
        message={`未注册的自定义组件：${entry.component ?? '（未填写 component）'}`}
        file="pages.json"
        path={entryPointer(meta?.pages, entry, 'component')}
      />
    );
  }
  return (
    <ErrorBoundary file="pages.json">
      <Suspense fallback={<PageLoading />}>
        <Custom entry={entry} />
        <Drawn />
      </Suspense>
    </ErrorBoundary>
  );
}

function SchemaPage({ entry }: RendererProps) {
  const meta = useAppMeta();
  const registered = getRenderer(entry.kind);
  if (!registered) {
    return (
      <ErrorPanel
        message={`没有页面类型“${entry.kind}”的渲染器`}
        file="pages.json"
        path={entryPointer(meta?.pages, entry, 'kind')}
      />
    );
  }
  return <BundlePage entry={entry} registered={registered} />;
}

function BundlePage({ entry, registered }: RendererProps & { registered: RegisteredRenderer }) {
  const meta = useAppMeta();
  // The boot may have started this query already (warmPage); the renderer's chunk starts with it.
  const bundle = useApiQuery(pageBundleKey(entry), () => loadPageBundle(entry, meta?.pages ?? null), { staleTime: PAGE_BUNDLE_FRESH_MS });
  // Waited for here, not by the Suspense below (useLoaded says why).
  const ready = useLoaded(registered);

  if (bundle.error) {
    return (
      <ErrorPanel
        title="页面配置加载失败"
        message={errorText(bundle.error)}
        file={entry.schema ?? 'pages.json'}
        onRetry={bundle.reload}
      />
    );
  }
  if (!bundle.data || !ready) return <PageLoading />;
  const checked = bundle.data;
  if (!checked.ok) return <SchemaIssuesPanel issues={checked.issues} />;
  const Renderer = registered.component;
  const { schema, entity, file } = checked.value;
  return (
    <ErrorBoundary file={file}>
      <Suspense fallback={<PageLoading />}>
        <Renderer entry={entry} schema={schema} entity={entity} file={file} />
        <Drawn />
      </Suspense>
    </ErrorBoundary>
  );
}

/** Rendered by the shell for every page route. Keyed by page id so switching pages starts afresh. */
export function PageHost({ entry }: RendererProps) {
  // Live reload (development): a saved change that fails the check shows here until it is fixed.
  const live = useLiveReload((s) => s.issues);
  if (live.length > 0) return <LiveIssuesPanel issues={live} />;
  return entry.kind === 'custom' ? <CustomPage key={entry.id} entry={entry} /> : <SchemaPage key={entry.id} entry={entry} />;
}

export default PageHost;
