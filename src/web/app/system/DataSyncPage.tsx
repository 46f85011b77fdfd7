// 数据同步 (custom component "system_data_sync"): export a site's records to a file and import one back,
// each as a server job. The run list polls (TanStack Query refetchInterval) while a run is going, so the
// progress moves without a reload; runs are stored, so a reload finds them. The log of a run opens in a
// drawer, per record: which record, what happened, the Chinese error naming the field.
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Drawer from 'antd/es/drawer';
import Modal from 'antd/es/modal';
import Progress from 'antd/es/progress';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Switch from 'antd/es/switch';
import Table from 'antd/es/table';
import Tag from 'antd/es/tag';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { parseTime } from '../../../shared/display/time.ts';
import { SYNC_API, SYNC_KIND_TITLES, SYNC_STATUS, syncPercent, type SyncEntity, type SyncLogLine, type SyncRun } from '../../../shared/sync/api.ts';
import type { RendererProps } from '../../engine/types.ts';
import { errorText } from '../../engine/errorText.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { authHeaders } from '../../request/auth-headers.ts';
import { http } from '../../request/http.ts';
import { mainProfile } from '../../request/profiles.ts';
import { useToast } from '../../renderers/shared/useToast.ts';
import { useSiteChoice } from './SiteChoice.tsx';
import { queryKeys } from '../../query/keys.ts';

const POLL_MS = 1000;
const PAGE_SIZE = 10;
const LOG_SIZE = 50;

interface Paged<T> {
  list: T[];
  total: number;
}

const going = (r: SyncRun) => r.status === 'running';

async function downloadFile(run: SyncRun): Promise<void> {
  const res = await fetch(`${mainProfile.baseURL}${SYNC_API.file(run.id)}`, { headers: authHeaders(mainProfile.auth, window.location.search) });
  if (!res.headers.get('content-disposition')?.includes('attachment')) {
    const body = (await res.json().catch(() => ({}))) as { msg?: string };
    throw new Error(body.msg || '下载失败');
  }
  const url = URL.createObjectURL(await res.blob());
  const a = document.createElement('a');
  a.href = url;
  a.download = run.fileName;
  a.click();
  URL.revokeObjectURL(url);
}

function counts(r: SyncRun) {
  return (
    <Typography.Text>
      共 {r.total} 条，成功 {r.okCount}
      {r.errorCount > 0 ? <Typography.Text type="danger">，失败 {r.errorCount}</Typography.Text> : null}
    </Typography.Text>
  );
}

function RunLog({ run, onClose }: { run: SyncRun; onClose: () => void }) {
  const [page, setPage] = useState(1);
  const [errorsOnly, setErrorsOnly] = useState(false);
  const log = useApiQuery(queryKeys.system('sync', 'log', run.id, page, errorsOnly), () =>
    http.get<Paged<SyncLogLine>>(SYNC_API.log(run.id), { page, size: LOG_SIZE, ...(errorsOnly ? { level: 'error' } : {}) }),
  { refetchInterval: going(run) ? POLL_MS : undefined });
  return (
    <Drawer title={`同步日志 #${run.id} · ${SYNC_KIND_TITLES[run.kind]}${run.entityTitle}`} open onClose={onClose} size={860}>
      <Space direction="vertical" style={{ width: '100%' }}>
        <Space wrap>
          <Tag color={SYNC_STATUS[run.status].color}>{SYNC_STATUS[run.status].title}</Tag>
          {counts(run)}
          <Typography.Text type="secondary">{run.message}</Typography.Text>
        </Space>
        <Progress percent={syncPercent(run)} status={run.status === 'failed' ? 'exception' : going(run) ? 'active' : undefined} />
        <Space>
          <Switch aria-label="只看错误" checked={errorsOnly} onChange={(v) => { setErrorsOnly(v); setPage(1); }} />
          <Typography.Text>只看错误</Typography.Text>
        </Space>
        <Table<SyncLogLine>
          rowKey="id"
          size="small"
          loading={log.loading && log.data === undefined}
          dataSource={log.data?.list ?? []}
          locale={{ emptyText: going(run) ? '运行中，日志稍后出现' : '暂无日志' }}
          pagination={{ current: page, pageSize: LOG_SIZE, total: log.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (t) => `共 ${t} 条` }}
          columns={[
            { title: '序号', dataIndex: 'rowNo', width: 70, render: (v: number | null) => v ?? '—' },
            { title: '记录', dataIndex: 'record', width: 280, ellipsis: true },
            { title: '结果', dataIndex: 'level', width: 80, render: (v: SyncLogLine['level']) => (v === 'error' ? <Tag color="error">错误</Tag> : <Tag color="success">成功</Tag>) },
            { title: '说明', dataIndex: 'message' },
          ]}
        />
      </Space>
    </Drawer>
  );
}

export default function DataSyncPage(_props: RendererProps) {
  const choice = useSiteChoice();
  const toast = useToast();
  const siteId = choice.site?.id ?? null;
  const [page, setPage] = useState(1);
  const [entity, setEntity] = useState<string | undefined>(undefined);
  const [busy, setBusy] = useState<'export' | 'import' | null>(null);
  const [logOf, setLogOf] = useState<number | null>(null);
  const entities = useApiQuery(queryKeys.system('sync', 'entities'), () => http.get<SyncEntity[]>(SYNC_API.entities), { staleTime: Infinity });
  const chosen = entity ?? entities.data?.[0]?.entity;
  const runs = useApiQuery(
    queryKeys.system('sync', 'runs', siteId, page),
    () => http.get<Paged<SyncRun>>(SYNC_API.runs, { page, size: PAGE_SIZE, ...(siteId === null ? {} : { siteId }) }),
    { enabled: siteId !== null, refetchInterval: (data, failed) => (!failed && (data as Paged<SyncRun> | undefined)?.list.some(going) ? POLL_MS : false) },
  );
  const act = async (what: 'export' | 'import', run: () => Promise<SyncRun>) => {
    setBusy(what);
    try {
      const r = await run();
      void toast.success(`${SYNC_KIND_TITLES[r.kind]}已开始（#${r.id}）`);
      setPage(1);
      runs.reload();
    } catch (e) {
      void toast.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  const startExport = () => act('export', () => http.post<SyncRun>(SYNC_API.exportRun, { entity: chosen, siteId }, 'json', { silent: true }));
  const startImport = (file: File) =>
    act('import', () => http.post<SyncRun>(`${SYNC_API.importRun}?entity=${encodeURIComponent(chosen ?? '')}&siteId=${siteId ?? ''}`, { file }, 'file', { silent: true }));
  const decide = (run: SyncRun, confirm: boolean) => {
    Modal.confirm({
      title: confirm ? '确认导入有效记录？' : '取消这次导入？',
      content: confirm ? `将导入校验通过的 ${run.okCount} 条${run.entityTitle}，未通过的 ${run.errorCount} 条不导入。` : '取消后不导入任何记录。',
      okText: confirm ? '确认导入' : '取消导入',
      cancelText: '返回',
      okButtonProps: confirm ? {} : { danger: true },
      onOk: async () => {
        try {
          await http.post(confirm ? SYNC_API.confirm(run.id) : SYNC_API.cancel(run.id), {}, 'json', { silent: true });
          runs.reload();
        } catch (e) {
          void toast.error(errorText(e));
        }
      },
    });
  };
  const list = runs.data?.list ?? [];
  const open = list.find((r) => r.id === logOf) ?? null;
  return (
    <Card
      title="数据同步"
      extra={
        <Space wrap>
          {choice.picker}
          <Select
            aria-label="同步数据"
            style={{ width: 200 }}
            value={chosen}
            loading={entities.loading}
            options={(entities.data ?? []).map((e) => ({ value: e.entity, label: e.title }))}
            onChange={setEntity}
          />
          <Button type="primary" icon={<DownloadOutlined />} loading={busy === 'export'} disabled={!chosen || siteId === null} onClick={() => void startExport()}>
            导出
          </Button>
          <Upload accept=".json,application/json" showUploadList={false} beforeUpload={(f) => { void startImport(f); return false; }} disabled={!chosen || siteId === null}>
            <Button icon={<UploadOutlined />} loading={busy === 'import'} disabled={!chosen || siteId === null}>
              导入文件
            </Button>
          </Upload>
        </Space>
      }
    >
      <Typography.Paragraph type="secondary">
        导出生成本站点该类数据的 JSON 文件；导入读取同样格式的文件，逐条按新增的规则校验：全部通过即导入，有未通过的记录时等待确认，确认后只导入通过的记录。
      </Typography.Paragraph>
      <Table<SyncRun>
        rowKey="id"
        loading={choice.loading || (runs.loading && runs.data === undefined)}
        dataSource={list}
        locale={{ emptyText: '暂无同步记录' }}
        pagination={{ current: page, pageSize: PAGE_SIZE, total: runs.data?.total ?? 0, onChange: setPage, showSizeChanger: false, showTotal: (t) => `共 ${t} 次` }}
        columns={[
          { title: '编号', dataIndex: 'id', width: 70 },
          { title: '类型', dataIndex: 'kind', width: 70, render: (k: SyncRun['kind']) => <Tag color={k === 'export' ? 'blue' : 'purple'}>{SYNC_KIND_TITLES[k]}</Tag> },
          { title: '数据', dataIndex: 'entityTitle', width: 150 },
          { title: '操作人', dataIndex: 'userName', width: 100 },
          { title: '开始时间', dataIndex: 'startedAt', width: 170, render: (v: string) => parseTime(v) },
          { title: '结束时间', dataIndex: 'finishedAt', width: 170, render: (v: string | null) => (v ? parseTime(v) : '—') },
          { title: '状态', dataIndex: 'status', width: 90, render: (s: SyncRun['status']) => <Tag color={SYNC_STATUS[s].color}>{SYNC_STATUS[s].title}</Tag> },
          { title: '数量', width: 200, render: (_, r) => counts(r) },
          { title: '进度', width: 170, render: (_, r) => <Progress size="small" percent={syncPercent(r)} status={r.status === 'failed' ? 'exception' : going(r) ? 'active' : undefined} /> },
          {
            title: '操作',
            width: 220,
            render: (_, r) => (
              <Space size={0} wrap>
                <Button type="link" size="small" onClick={() => setLogOf(r.id)}>日志</Button>
                {r.kind === 'export' && r.status === 'done' ? (
                  <Button type="link" size="small" onClick={() => void downloadFile(r).catch((e: unknown) => void toast.error(errorText(e)))}>下载文件</Button>
                ) : null}
                {r.status === 'awaiting' ? (
                  <>
                    <Button type="link" size="small" onClick={() => decide(r, true)}>确认导入</Button>
                    <Button type="link" size="small" danger onClick={() => decide(r, false)}>取消</Button>
                  </>
                ) : null}
              </Space>
            ),
          },
        ]}
      />
      {open ? <RunLog key={open.id} run={open} onClose={() => setLogOf(null)} /> : null}
    </Card>
  );
}
