// Progress of a large export: rows read so far out of the total, then the file being written.
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';

export interface ExportProgressProps {
  done: number;
  /** Rows the file will hold; 0 until the export's first line says. */
  total: number;
  /** All rows are in; the workbook is being written. */
  writing: boolean;
  onCancel: () => void;
}

export default function ExportProgress({ done, total, writing, onCancel }: ExportProgressProps) {
  const percent = writing ? 100 : total > 0 ? Math.floor((done / total) * 100) : 0;
  return (
    <Modal open title="正在导出 Excel" closable={false} keyboard={false} mask={{ closable: false }} footer={<Button onClick={onCancel}>取消导出</Button>}>
      <Progress percent={percent} status="active" aria-label="导出进度" />
      <p style={{ marginTop: 8, marginBottom: 0 }}>{writing ? `已读取全部 ${total} 条，正在生成文件…` : total > 0 ? `已读取 ${done} / ${total} 条` : '正在读取数据…'}</p>
    </Modal>
  );
}
