// /printing?page=&id=&exp=&sig= : a print sheet behind a signed, expiring link, shown without a login.
// The server checks the signature and expiry and answers only the filled sheet (GET /api/public/print).
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { PrintLinkQuery } from '../../../shared/public-api.ts';
import { ErrorPanel } from '../../engine/ErrorPanel.tsx';
import { PageLoading } from '../../engine/PageLoading.tsx';
import { publicApi } from '../../engine/publicApi.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { PrintSheet } from './PrintSheet.tsx';
import { printDocument, usePrintLayout } from './usePrintLayout.ts';
import { queryKeys } from '../../query/keys.ts';

export function SignedPrintView({ link }: { link: PrintLinkQuery }) {
  usePrintLayout();
  const sheet = useApiQuery(queryKeys.publicPrint(link.page, link.id, link.exp, link.sig), () => publicApi.print(link), { staleTime: Infinity });
  if (sheet.error && !sheet.data) return <ErrorPanel status="warning" title="无法打开打印件" error={sheet.error} />;
  if (!sheet.data) return <PageLoading text="打印件加载中…" />;
  const { title, html } = sheet.data;
  return (
    <div className="print-page public-page">
      <Card size="small" className="print-toolbar" title={title}>
        <Space orientation="vertical">
          <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={() => printDocument(title)}>
            打印
          </Button>
          <Typography.Text type="secondary">此链接由经办人分享，到期后失效。如需 PDF 文件，请在打印对话框中选择“另存为 PDF”。</Typography.Text>
        </Space>
      </Card>
      <PrintSheet html={html} />
    </div>
  );
}
