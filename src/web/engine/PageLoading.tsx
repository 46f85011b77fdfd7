// The one loading state for pages and lazily loaded chunks.
import Spin from 'antd/es/spin';

export function PageLoading({ text = '页面加载中…' }: { text?: string }) {
  return (
    <div style={{ padding: 48, textAlign: 'center' }} role="status">
      <Spin description={text} />
    </div>
  );
}
