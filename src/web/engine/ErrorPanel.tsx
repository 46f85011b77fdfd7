// What the engine shows instead of a blank page: the problem in words staff can act on; for admins,
// behind 详细信息, where in the JSON files to fix it (file and pointer mean nothing to staff).
import { Button } from 'antd';
import { isAdmin } from '../../shared/permission.ts';
import { usePrincipal } from './session.ts';
import { StatusPanel } from './StatusPanel.tsx';

export interface ErrorPanelProps {
  title?: string;
  message: string;
  /** Declarative file to look at (pages.json, schemas/pages/...). */
  file?: string;
  /** JSON pointer inside that file. */
  path?: string;
  onRetry?: () => void;
}

export function ErrorPanel({ title = '页面无法显示', message, file, path, onRetry }: ErrorPanelProps) {
  const principal = usePrincipal();
  const admin = principal !== null && isAdmin(principal);
  return (
    <StatusPanel status="error" title={title} subTitle={message} extra={onRetry ? <Button onClick={onRetry}>重试</Button> : undefined}>
      {file && !admin ? <p>请联系系统管理员处理。</p> : null}
      {file && admin ? (
        <details className="error-details">
          <summary>详细信息</summary>
          <p data-testid="error-location" className="status-panel__location">
            配置文件：<code>{file}</code>
            {path ? (
              <>
                {' '}位置：<code>{path}</code>
              </>
            ) : null}
          </p>
        </details>
      ) : null}
    </StatusPanel>
  );
}
