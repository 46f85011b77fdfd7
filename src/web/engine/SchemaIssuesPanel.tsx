// The check's issues in place of a page: each with its file and JSON pointer, in the words of
// `npm run check` (the same shared checker produced them).
import type { SchemaIssue } from '../../shared/check/issue.ts';
import { isAdmin } from '../../shared/permission.ts';
import { ErrorPanel } from './ErrorPanel.tsx';
import { usePrincipal } from './session.ts';

export function SchemaIssuesPanel({ issues, title = '页面配置有误' }: { issues: readonly SchemaIssue[]; title?: string }) {
  const [first, ...rest] = issues;
  const principal = usePrincipal();
  if (!first) return null;
  // Files and pointers are for whoever maintains the JSON: admins only, as in ErrorPanel.
  const admin = principal !== null && isAdmin(principal);
  return (
    <div>
      <ErrorPanel title={title} message={first.message} file={first.file} path={first.pointer} />
      {admin && rest.length > 0 ? (
        <ul aria-label="其他问题" className="status-panel__issues">
          {rest.map((i, n) => (
            <li key={n} data-testid="schema-issue">
              <code>{`${i.file}#${i.pointer}`}</code> {i.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
