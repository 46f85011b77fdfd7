// What the engine shows instead of a blank page: the problem in words staff can act on; for admins,
// behind 详细信息, where in the JSON files to fix it (file and pointer mean nothing to staff).
import { Button, Result, Typography } from 'antd';
import { isAdmin } from '../../shared/permission.ts';
import { usePrincipal } from './session.ts';

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
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={onRetry ? <Button onClick={onRetry}>重试</Button> : undefined}
    >
      {file && !admin ? <Typography.Paragraph type="secondary">请联系系统管理员处理。</Typography.Paragraph> : null}
      {file && admin ? (
        <details className="error-details">
          <summary>详细信息</summary>
          <Typography.Paragraph data-testid="error-location" style={{ marginTop: 8, marginBottom: 0 }}>
            配置文件：<Typography.Text code>{file}</Typography.Text>
            {path ? (
              <>
                {' '}位置：<Typography.Text code>{path}</Typography.Text>
              </>
            ) : null}
          </Typography.Paragraph>
        </details>
      ) : null}
    </Result>
  );
}
