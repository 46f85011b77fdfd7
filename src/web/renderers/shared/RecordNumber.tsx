// The record's number (编号) beside a detail or approval title, selectable so staff can copy it.
import Typography from 'antd/es/typography';

export function RecordNumber({ id }: { id: number }) {
  return (
    <Typography.Text type="secondary" copyable={{ text: String(id), tooltips: ['复制编号', '已复制'] }} style={{ fontWeight: 'normal' }}>
      编号 {id}
    </Typography.Text>
  );
}
