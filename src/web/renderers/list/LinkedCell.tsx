// A list cell declared with `link`: its value opens a list filtered by this row (a dispute's 调解次数 →
// that dispute's mediation sessions). Where the user may not open the target page, or the row has no
// value to filter by, the value is shown as it is.
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { linkFilterParams } from '../../../shared/listLink.ts';
import { canPage } from '../../../shared/permission.ts';
import type { ListColumn } from '../../../shared/schema/types.ts';
import { buildPagePath } from '../../engine/pagePath.ts';
import type { ListGridContext } from './RowActionsCell.tsx';

export function LinkedCell({ link, row, grid, children }: { link: NonNullable<ListColumn['link']>; row: RecordRow; grid: ListGridContext; children: ReactNode }) {
  const { principal, meta } = grid.current.env;
  const target = meta?.pages.find((p) => p.id === link.page);
  const params = linkFilterParams(link.filter, row);
  const url = meta && target && principal && canPage(principal, meta.menus, target) && params ? buildPagePath(meta.pages, link.page, params) : null;
  return url ? (
    <Link className="list-cell__link" to={url} title={`查看${target?.title ?? ''}`}>
      {children}
    </Link>
  ) : (
    <>{children}</>
  );
}
