// 公章与签章图片 of a site (for 站点参数): upload, preview and remove the images the print templates place
// with {{siteSeal}} / {{siteSignature}}. The server checks the bytes (PNG, JPG, WebP; 1 MB) and the rights.
import UploadOutlined from '@ant-design/icons/es/icons/UploadOutlined';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Empty from 'antd/es/empty';
import Image from 'antd/es/image';
import Popconfirm from 'antd/es/popconfirm';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import Upload from 'antd/es/upload';
import { useState } from 'react';
import { SITE_IMAGE_API, SITE_IMAGE_FIELD, SITE_IMAGE_KINDS, SITE_IMAGE_TITLES, type SiteImageKind } from '../../../shared/system/images.ts';
import type { TemplateContext } from '../../../shared/template/index.ts';
import { errorText } from '../../engine/errorText.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';
import { useToast } from '../../renderers/shared/useToast.ts';
import { queryKeys } from '../../query/keys.ts';

export function SiteImagesCard({ siteId }: { siteId: number }) {
  const toast = useToast();
  // The same key as the print page's read: an upload here shows on the next print at once.
  const images = useApiQuery(queryKeys.siteImages(siteId), () => http.get<TemplateContext['images']>(SITE_IMAGE_API.forPrint(siteId)));
  const [busy, setBusy] = useState<SiteImageKind | null>(null);
  const run = async (kind: SiteImageKind, call: () => Promise<unknown>, done: string) => {
    setBusy(kind);
    try {
      await call();
      void toast.success(done);
      images.reload();
    } catch (e) {
      void toast.error(errorText(e));
    } finally {
      setBusy(null);
    }
  };
  return (
    <Card size="small" title="公章与签章图片（打印模板中的 {{siteSeal}} / {{siteSignature}}）" loading={images.loading && images.data === undefined}>
      <Space size={48} align="start" wrap>
        {SITE_IMAGE_KINDS.map((kind) => {
          const src = images.data?.[SITE_IMAGE_FIELD[kind]];
          const title = SITE_IMAGE_TITLES[kind];
          return (
            <Space key={kind} orientation="vertical" align="center">
              <Typography.Text strong>{title}</Typography.Text>
              {src ? <Image src={src} alt={title} height={120} /> : <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={`未上传${title}`} />}
              <Space>
                <Upload
                  accept=".png,.jpg,.jpeg,.webp"
                  showUploadList={false}
                  beforeUpload={(file) => {
                    void run(kind, () => http.post(SITE_IMAGE_API.upload(siteId, kind), { file }, 'file', { silent: true }), `${title}已上传`);
                    return false;
                  }}
                >
                  <Button icon={<UploadOutlined aria-hidden />} loading={busy === kind} aria-label={`上传${title}`}>
                    {src ? '更换' : '上传'}
                  </Button>
                </Upload>
                {src ? (
                  <Popconfirm title={`删除${title}？`} description="删除后打印处留空。" okText="删除" cancelText="取消" okButtonProps={{ danger: true }} onConfirm={() => run(kind, () => http.del(SITE_IMAGE_API.upload(siteId, kind)), `${title}已删除`)}>
                    <Button danger>删除</Button>
                  </Popconfirm>
                ) : null}
              </Space>
              <Typography.Text type="secondary">PNG、JPG 或 WebP，不超过 1 MB</Typography.Text>
            </Space>
          );
        })}
      </Space>
    </Card>
  );
}
