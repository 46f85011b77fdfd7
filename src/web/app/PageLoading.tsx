// A plain loading state without antd, so the guard and the login route stay light.
export function PageLoading({ text = '加载中…' }: { text?: string }) {
  return (
    <div className="page-loading" role="status" aria-live="polite">
      <span className="page-loading__spinner" aria-hidden="true" />
      <span>{text}</span>
    </div>
  );
}
