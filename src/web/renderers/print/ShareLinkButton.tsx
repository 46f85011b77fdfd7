// 分享打印链接: asks the server for a signed link to this record's print sheet (works without a login
// until it expires) and shows it ready to copy.
import Button from 'antd/es/button';
import Input from 'antd/es/input';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { parseTime } from '../../../shared/display/time.ts';
import type { PrintLink } from '../../../shared/public-api.ts';
import { errorText } from '../../engine/errorText.ts';
import { publicApi } from '../../engine/publicApi.ts';

export function ShareLinkButton({ pageId, recordId }: { pageId: string; recordId: number }) {
  const [link, setLink] = useState<PrintLink | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const open = () => {
    setBusy(true);
    setError(null);
    publicApi
      .printLink(pageId, recordId)
      .then(setLink)
      .catch((e: unknown) => setError(errorText(e)))
      .finally(() => setBusy(false));
  };
  const url = link ? `${window.location.origin}${link.url}` : '';
  return (
    <>
      <Button loading={busy} onClick={open}>
        分享打印链接
      </Button>
      {error ? <Typography.Text type="danger">{error}</Typography.Text> : null}
      <Modal title="打印链接" open={link !== null} onCancel={() => setLink(null)} footer={<Button onClick={() => setLink(null)}>关闭</Button>}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Typography.Text>持有此链接的人无需登录即可查看并打印这份文件，链接到期后失效。</Typography.Text>
          <Input.TextArea aria-label="打印链接" readOnly autoSize value={url} />
          <Typography.Text copyable={{ text: url }}>复制链接</Typography.Text>
          <Typography.Text type="secondary">有效期至：{link ? parseTime(link.expiresAt) : ''}</Typography.Text>
        </Space>
      </Modal>
    </>
  );
}
