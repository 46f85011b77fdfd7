// The one panel for every error state: a page that cannot show (a schema fault, a renderer that threw)
// and anything that failed to load, in words staff can act on, with 重试 where asking again may help.
// For admins, a schema fault names where in the JSON files to fix it, behind 详细信息 (file and pointer
// mean nothing to staff).
import Button from 'antd/es/button';
import type { ReactNode } from 'react';
import { isAdmin } from '../../shared/permission.ts';
import { errorText } from './errorText.ts';
import { usePrincipal } from './session.ts';
import { StatusPanel } from './StatusPanel.tsx';

export interface ErrorPanelProps {
  title?: string;
  /** The text shown; else the error's own text, else `fallback`. */
  message?: string;
  error?: unknown;
  fallback?: string;
  /** 'warning' for a failed load (asking again may do), 'error' for a page that cannot show. */
  status?: 'error' | 'warning';
  /** Declarative file to look at (pages.json, schemas/pages/...). */
  file?: string;
  /** JSON pointer inside that file. */
  path?: string;
  onRetry?: () => void;
  /** Buttons after 重试 (返回, 返回首页). */
  extra?: ReactNode;
}

export function ErrorPanel({ title, message, error, fallback, status = 'error', file, path, onRetry, extra }: ErrorPanelProps) {
  const principal = usePrincipal();
  const admin = principal !== null && isAdmin(principal);
  const text = message ?? (error !== undefined ? errorText(error, fallback) : fallback);
  const buttons =
    onRetry || extra ? (
      <>
        {onRetry ? <Button onClick={onRetry}>重试</Button> : null}
        {extra}
      </>
    ) : undefined;
  return (
    <StatusPanel status={status} title={title ?? (status === 'error' ? '页面无法显示' : undefined)} subTitle={text} extra={buttons}>
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
