// 导入 Excel button; the dialog (upload, report table) loads on first click, not with the list.
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import { useState } from 'react';
import type { ImportDialogProps } from './ImportDialog.tsx';
import { late } from '../../../engine/late.tsx';

const ImportDialog = late(() => import('./ImportDialog.tsx'), () => null).component;

export function ImportButton(props: Omit<ImportDialogProps, 'open' | 'onClose'>) {
  const [open, setOpen] = useState(false);
  const [loaded, setLoaded] = useState(false);
  return (
    <>
      <Button
        icon={<UploadOutlined />}
        onClick={() => {
          setLoaded(true);
          setOpen(true);
        }}
      >
        导入 Excel
      </Button>
      {loaded ? (
        <ImportDialog {...props} open={open} onClose={() => setOpen(false)} />
      ) : null}
    </>
  );
}
