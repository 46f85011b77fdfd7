// The check's issues in place of a page: each with its file and JSON pointer, in the words of
// `npm run check` (the same shared checker produced them).
import { Typography } from 'antd';
import type { SchemaIssue } from '../../shared/check/issue.ts';
import { ErrorPanel } from './ErrorPanel.tsx';

export function SchemaIssuesPanel({ issues, title = '页面配置有误' }: { issues: readonly SchemaIssue[]; title?: string }) {
  const [first, ...rest] = issues;
  if (!first) return null;
  return (
    <div>
      <ErrorPanel title={title} message={first.message} file={first.file} path={first.pointer} />
      {rest.length > 0 ? (
        <ul aria-label="其他问题">
          {rest.map((i, n) => (
            <li key={n} data-testid="schema-issue">
              <Typography.Text code>{`${i.file}#${i.pointer}`}</Typography.Text> {i.message}
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
