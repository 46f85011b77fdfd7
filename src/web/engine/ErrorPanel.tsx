// What the engine shows instead of a blank page: the problem, and where in the JSON files to fix it.
import { Button, Result, Typography } from 'antd';

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
  return (
    <Result
      status="error"
      title={title}
      subTitle={message}
      extra={onRetry ? <Button onClick={onRetry}>重试</Button> : undefined}
    >
      {file ? (
        <Typography.Paragraph data-testid="error-location">
          配置文件：<Typography.Text code>{file}</Typography.Text>
          {path ? (
            <>
              {' '}位置：<Typography.Text code>{path}</Typography.Text>
            </>
          ) : null}
        </Typography.Paragraph>
      ) : null}
    </Result>
  );
}
