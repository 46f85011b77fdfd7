// Live reload (development) in place of the open page: every issue of the failed re-check with its file
// and JSON pointer, as `npm run check` prints them. Only a server started with DEV=1 pushes these, and
// whoever is editing the JSON needs the place whatever role they signed in with.
import type { SchemaIssue } from '../../shared/check/issue.ts';
import { StatusPanel } from './StatusPanel.tsx';

export function LiveIssuesPanel({ issues }: { issues: readonly SchemaIssue[] }) {
  return (
    <StatusPanel status="error" title="声明文件检查未通过，修改尚未生效" subTitle={`共 ${issues.length} 个问题；修正后保存，页面自动更新`}>
      <ul aria-label="检查问题" className="status-panel__issues">
        {issues.map((i, n) => (
          <li key={n} data-testid="live-issue">
            <code>{`${i.file}#${i.pointer}`}</code> {i.message}
          </li>
        ))}
      </ul>
    </StatusPanel>
  );
}
