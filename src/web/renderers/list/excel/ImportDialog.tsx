// 导入 Excel: download the template, upload a filled file, read the per-row report (nothing is stored
// yet), then confirm to store the valid rows. The server checks every row again on confirmation.
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Table from 'antd/es/table';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { EXCEL_API, type ImportProblem, type ImportReport, type ImportResult } from '../../../../shared/excel/api.ts';
import { errorText } from '../../../engine/errorText.ts';
import { authHeaders } from '../../../request/auth-headers.ts';
import { http } from '../../../request/http.ts';
import { mainProfile } from '../../../request/profiles.ts';
import { useToast } from '../../shared/useToast.ts';
import { download } from './workbook.ts';

export interface ImportDialogProps {
  open: boolean;
  onClose: () => void;
  entity: string;
  listPage: string;
  title: string;
  /** Called after rows were stored, so the list reloads. */
  onImported: () => void;
}

const problemColumns = [
  { title: '行号', dataIndex: 'row', width: 80 },
  { title: '列', dataIndex: 'field', width: 160, render: (v: string) => v || '整行' },
  { title: '问题', dataIndex: 'message' },
];

async function fetchTemplate(entity: string, listPage: string, title: string): Promise<void> {
  const res = await fetch(`${mainProfile.baseURL}${EXCEL_API.template(entity)}?listPage=${encodeURIComponent(listPage)}`, {
    headers: authHeaders(mainProfile.auth, window.location.search),
  });
  if (!res.headers.get('content-type')?.includes('spreadsheetml')) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string };
    throw new Error(body.msg || '模板下载失败');
  }
  download(await res.blob(), `${title}导入模板.xlsx`);
}

export default function ImportDialog({ open, onClose, entity, listPage, title, onImported }: ImportDialogProps) {
  const toast = useToast();
  const [busy, setBusy] = useState<'check' | 'confirm' | null>(null);
  const [report, setReport] = useState<ImportReport | null>(null);
  const [error, setError] = useState<string | null>(null);
  const query = `?listPage=${encodeURIComponent(listPage)}`;

  const close = () => {
    onClose();
    setReport(null);
    setError(null);
  };

  const check = async (file: File) => {
    setBusy('check');
    setError(null);
    setReport(null);
    try {
      setReport(await http.post<ImportReport>(`${EXCEL_API.check(entity)}${query}`, { file }, 'file', { silent: true }));
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const confirm = async () => {
    if (!report) return;
    setBusy('confirm');
    try {
      const r = await http.post<ImportResult>(`${EXCEL_API.confirm(entity)}${query}`, { rows: report.valid }, 'json', { silent: true });
      toast.success(`已导入 ${r.created} 条`);
      close();
      onImported();
    } catch (e) {
      setError(errorText(e));
    } finally {
      setBusy(null);
    }
  };

  const bad = report ? new Set(report.problems.map((p) => p.row)).size : 0;
  return (
    <Modal
        open={open}
        title={`导入${title}`}
        width={760}
        onCancel={close}
        mask={{ closable: false }}
        footer={
          <Space>
            <Button onClick={close}>取消</Button>
            <Button
              type="primary"
              disabled={!report || report.valid.length === 0}
              loading={busy === 'confirm'}
              onClick={() => void confirm()}
            >
              {report ? `导入有效的 ${report.valid.length} 行` : '导入'}
            </Button>
          </Space>
        }
      >
        <Space orientation="vertical" style={{ width: '100%' }} size="middle">
          <Typography.Paragraph style={{ marginBottom: 0 }}>
            先
            <Button type="link" style={{ paddingInline: 4 }} onClick={() => fetchTemplate(entity, listPage, title).catch((e: unknown) => setError(errorText(e)))}>
              下载导入模板
            </Button>
            并按“填写说明”填写，再上传。上传后只检查不保存，确认后才导入检查通过的行。
          </Typography.Paragraph>
          <Upload
            accept=".xlsx"
            maxCount={1}
            showUploadList={false}
            beforeUpload={(file) => {
              void check(file);
              return false;
            }}
          >
            <Button icon={<UploadOutlined />} loading={busy === 'check'}>
              选择文件并检查
            </Button>
          </Upload>
          {error ? <Alert type="error" showIcon title={error} /> : null}
          {report ? (
            <>
              <Alert
                type={report.problems.length === 0 ? 'success' : 'warning'}
                showIcon
                title={`共 ${report.total} 行：可导入 ${report.valid.length} 行，有问题 ${bad} 行`}
                description={report.problems.length > 0 ? '有问题的行不会导入；修改文件后可重新上传。' : undefined}
              />
              {report.problems.length > 0 ? (
                <Table<ImportProblem>
                  size="small"
                  rowKey={(p) => `${p.row}-${p.field}-${p.message}`}
                  columns={problemColumns}
                  dataSource={report.problems}
                  pagination={report.problems.length > 10 ? { pageSize: 10, showSizeChanger: false } : false}
                  aria-label="导入检查结果"
                />
              ) : null}
            </>
          ) : null}
        </Space>
    </Modal>
  );
}
