// Catches a renderer that throws (or a chunk that fails to download) so the shell keeps working.
import { Component, type ReactNode } from 'react';
import { ErrorPanel } from './ErrorPanel.tsx';

interface Props {
  file?: string;
  children: ReactNode;
}

interface State {
  error: Error | null;
}

export class ErrorBoundary extends Component<Props, State> {
  override state: State = { error: null };

  static getDerivedStateFromError(error: unknown): State {
    return { error: error instanceof Error ? error : new Error(String(error)) };
  }

  override render() {
    const { error } = this.state;
    if (!error) return this.props.children;
    const chunk = /dynamically imported module|Failed to fetch|Loading chunk/i.test(error.message);
    return (
      <ErrorPanel
        title={chunk ? '页面脚本加载失败' : '页面渲染出错'}
        message={chunk ? '请检查网络后刷新页面' : error.message}
        file={this.props.file}
        onRetry={() => (chunk ? window.location.reload() : this.setState({ error: null }))}
      />
    );
  }
}
