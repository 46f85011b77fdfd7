// /printing?page=<print page id>&id=<record id> (or ?entity=<entity>&id=, for the page "<entity>_print"):
// the spec's standalone, public print address. It only forwards: to the print page inside the app,
// which, like every page, needs a login, so no record is ever shown without one. Without a token it
// goes to the login page, which comes back here afterwards. A signed link (…&exp=&sig=, made by 分享打印链接)
// shows its sheet without a login instead (SignedPrintView).
import Button from 'antd/es/button';
import { useEffect, useState } from 'react';
import { Navigate, useLocation, useNavigate } from 'react-router-dom';
import { loginRedirect, ROOT_PATH } from '../../engine/appPaths.ts';
import { buildPagePath } from '../../engine/pagePath.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { PageLoading } from '../../engine/PageLoading.tsx';
import { useSession } from '../../stores/session.ts';
import { printLinkQuery } from '../../../shared/public-api.ts';
import { SignedPrintView } from './SignedPrintView.tsx';

/** The print page a /printing query names. */
export function printingTarget(search: string): { pageId: string | null; id: string | null } {
  const q = new URLSearchParams(search);
  const entity = q.get('entity');
  return { pageId: q.get('page') ?? (entity ? `${entity}_print` : null), id: q.get('id') };
}

export default function PrintingRoute() {
  const location = useLocation();
  const link = printLinkQuery(location.search);
  return link ? <SignedPrintView link={link} /> : <SessionPrinting />;
}

function SessionPrinting() {
  const location = useLocation();
  const navigate = useNavigate();
  const token = useSession((s) => s.token);
  const meta = useSession((s) => s.meta);
  const [failed, setFailed] = useState<unknown>(null);

  // The guard lets a public path through without loading the route table; load it here.
  useEffect(() => {
    if (token && !meta) useSession.getState().load().catch(setFailed);
  }, [token, meta]);

  if (!token) return <Navigate replace to={loginRedirect(location.pathname + location.search)} />;
  if (failed) return <ErrorPanel status="warning" title="加载失败" error={failed} extra={<Button onClick={() => navigate(ROOT_PATH)}>返回首页</Button>} />;
  if (!meta) return <PageLoading />;
  const { pageId, id } = printingTarget(location.search);
  const entry = meta.pages.find((p) => p.id === pageId && p.kind === 'print');
  if (!entry || !id) {
    return (
      <ErrorPanel
        status="warning"
        title="打印链接无效"
        message="打印链接应为 /printing?page=<打印页面>&id=<记录编号>"
        extra={<Button onClick={() => navigate(ROOT_PATH)}>返回首页</Button>}
      />
    );
  }
  return <Navigate replace to={buildPagePath(meta.pages, entry.id, { id }) ?? ROOT_PATH} />;
}
