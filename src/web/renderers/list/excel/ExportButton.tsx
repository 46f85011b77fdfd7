// 导出 Excel: every row the list's filters and sort select (all pages), as the list shows them. Beyond
// EXPORT_PROGRESS_FROM rows a dialog shows how many rows have arrived and can cancel the export.
import DownloadOutlined from '@ant-design/icons/es/icons/DownloadOutlined';
import Button from 'antd/es/button';
import { useRef, useState } from 'react';
import type { ListQuery } from '../../../../shared/api.ts';
import { EXPORT_PROGRESS_FROM } from '../../../../shared/excel/api.ts';
import { errorText } from '../../../engine/errorText.ts';
import { useToast } from '../../shared/useToast.ts';
import { streamExport } from './exportStream.ts';
import { download, exportFileName, workbookBlob } from './workbook.ts';
import { late } from '../../../engine/late.tsx';

// The dialog only shows for large exports: its code loads then.
const ExportProgress = late(() => import('./ExportProgress.tsx'), () => null).component;

export interface ExportButtonProps {
  entity: string;
  listPage: string;
  query: ListQuery;
  /** Rows the list currently reports; decides whether the progress dialog opens at once. */
  total: number;
}

interface Progress {
  done: number;
  total: number;
  phase: 'rows' | 'file';
}

export function ExportButton({ entity, listPage, query, total }: ExportButtonProps) {
  const toast = useToast();
  const [busy, setBusy] = useState(false);
  const [progress, setProgress] = useState<Progress | null>(null);
  const abort = useRef<AbortController | null>(null);

  const run = async () => {
    const ctl = new AbortController();
    abort.current = ctl;
    setBusy(true);
    // The list's total may be an estimate (约 25,107 条): the dialog counts against the file's own total,
    // which its first line brings (0 until then).
    if (total > EXPORT_PROGRESS_FROM) setProgress({ done: 0, total: 0, phase: 'rows' });
    try {
      let shown = 0;
      const list = await streamExport(
        entity,
        listPage,
        query,
        (done, all) => {
          // A re-render per chunk is plenty; per row would slow the download down.
          if (all > EXPORT_PROGRESS_FROM && (done === 0 || done - shown >= all / 100 || done === all)) {
            shown = done;
            setProgress({ done, total: all, phase: 'rows' });
          }
        },
        ctl.signal,
      );
      if (list.head.total > EXPORT_PROGRESS_FROM) setProgress({ done: list.rows.length, total: list.head.total, phase: 'file' });
      download(await workbookBlob(list), exportFileName(list.head.title, new Date()));
      toast.success(`已导出 ${list.rows.length} 条`);
    } catch (e) {
      if (!ctl.signal.aborted) toast.error(errorText(e));
    } finally {
      abort.current = null;
      setBusy(false);
      setProgress(null);
    }
  };

  return (
    <>
      <Button icon={<DownloadOutlined />} loading={busy} onClick={() => void run()}>
        导出 Excel
      </Button>
      {progress ? (
        <ExportProgress done={progress.done} total={progress.total} writing={progress.phase === 'file'} onCancel={() => abort.current?.abort()} />
      ) : null}
    </>
  );
}
