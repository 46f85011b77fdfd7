// /transaction_management/release/kong?type=<variety type>: where choosing a trading variety lands.
// It confirms the choice and offers the section's pages, now filtered for that variety. The variety named
// is the one the requests carry (the session's, request/variety.ts), never the link's ?type=: a link
// opened without a choice must not claim a variety the pages will not use.
import Button from 'antd/es/button';
import Result from 'antd/es/result';
import { useNavigate } from 'react-router-dom';
import type { RendererProps } from '../engine/types.ts';
import { useSession } from '../stores/session.ts';
import { permittedPages } from './routes.ts';

const SECTION_PREFIX = '/transaction_management/';

export default function VarietyLanding(_props: RendererProps) {
  const navigate = useNavigate();
  const meta = useSession((s) => s.meta);
  const principal = useSession((s) => s.principal);
  const chosen = useSession((s) => s.variety);
  const variety = chosen === null ? undefined : meta?.menus.varieties.find((v) => v.code === chosen);
  const pages = meta ? permittedPages(principal, meta).filter((p) => !p.hidden && p.path.startsWith(SECTION_PREFIX)) : [];
  return (
    <Result
      status={variety ? 'success' : 'info'}
      title={variety ? `当前交易品种：${variety.name}` : '请选择交易品种'}
      subTitle={
        variety ? '交易管理下的页面将按所选交易品种办理业务。' : '请在左侧菜单“交易品种”中选择，交易管理下的页面将按所选交易品种办理业务。'
      }
      extra={pages.slice(0, 6).map((p, i) => (
        <Button key={p.id} type={i === 0 ? 'primary' : 'default'} onClick={() => navigate(p.path)}>
          {p.title}
        </Button>
      ))}
    />
  );
}
