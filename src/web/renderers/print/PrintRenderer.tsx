// Print page: the record named by ?id= filled into a template of the page's type, on an A4 sheet.
// 打印 opens the browser's print dialog, whose 另存为 PDF is the PDF path; print.css leaves only the sheet.
import PrinterOutlined from '@ant-design/icons/es/icons/PrinterOutlined';
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Result from 'antd/es/result';
import Select from 'antd/es/select';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import type { EntitySchema, PageEntry, PrintPage } from '../../../shared/schema/types.ts';
import { chooseTemplate, fillTemplate, type TemplateContext } from '../../../shared/template/index.ts';
import { errorText } from '../../engine/errorText.ts';
import { PageLoading } from '../../engine/PageLoading.tsx';
import { useAppMeta } from '../../engine/session.ts';
import { useApiQuery } from '../../query/useApiQuery.ts';
import { http } from '../../request/http.ts';
import { SITE_IMAGE_API } from '../../../shared/system/images.ts';
import { loadRecordLookups } from '../shared/recordLookups.ts';
import type { SchemaRendererProps } from '../../engine/types.ts';
import { RecordBoundary } from '../shared/RecordBoundary.tsx';
import { useRecord } from '../shared/useRecord.ts';
import { NoTemplate } from './NoTemplate.tsx';
import { PrintSheet } from './PrintSheet.tsx';
import { ShareLinkButton } from './ShareLinkButton.tsx';
import { rememberedTemplate, rememberTemplate } from './remember.ts';
import { printDocument, usePrintLayout } from './usePrintLayout.ts';
import { useTemplates } from './useTemplates.ts';
import { queryKeys } from '../../query/keys.ts';

/** A template's name for the select: the usual name fields of a template entity, else its id. */
function templateLabel(t: RecordRow): string {
  const name = [t.data.modelName, t.data.name, t.data.title].find((v) => typeof v === 'string' && v.trim() !== '');
  return typeof name === 'string' ? name : `模板 ${t.id}`;
}

function recordLabel(entity: EntitySchema, record: RecordRow): string {
  const f = entity['x-titleField'];
  const v = f ? record.data[f] : undefined;
  return typeof v === 'string' && v !== '' ? v : `${entity.title}${record.id}`;
}

interface ViewProps {
  entry: PageEntry;
  schema: PrintPage;
  entity: EntitySchema;
  record: RecordRow;
}

function PrintView({ entry, schema, entity, record }: ViewProps) {
  const navigate = useNavigate();
  const meta = useAppMeta();
  const templates = useTemplates(schema, record);
  // Dictionary labels, region names and reference labels, so the sheet prints what the detail shows.
  const lookups = useApiQuery(queryKeys.printLookups(entity.name, record.id, record.version), () => loadRecordLookups(entity, record));
  // The record's site's seal and signature ({{siteSeal}} / {{siteSignature}}); a sheet without them prints blanks.
  const siteId = record.siteId;
  const images = useApiQuery(queryKeys.siteImages(siteId), () =>
    siteId === null ? Promise.resolve({}) : http.get<TemplateContext['images']>(SITE_IMAGE_API.forPrint(siteId), {}, { silent: true }),
  );
  const [picked, setPicked] = useState<string | null>(null);

  if (templates.error) {
    return (
      <Result
        status="warning"
        title="模板加载失败"
        subTitle={errorText(templates.error)}
        extra={
          <>
            <Button onClick={templates.reload}>重试</Button>
            <Button onClick={() => navigate(-1)}>返回</Button>
          </>
        }
      />
    );
  }
  if (!templates.data || (lookups.loading && !lookups.data) || (images.loading && !images.data)) return <PageLoading text="模板加载中…" />;
  const list = templates.data;
  // The user's pick on this visit wins; otherwise the record's own template or the remembered one.
  const template = list.find((t) => String(t.id) === picked) ?? chooseTemplate(list, record, rememberedTemplate(entry.id));
  if (!template) return <NoTemplate schema={schema} entity={entity} />;

  const ctx: TemplateContext = {
    ...lookups.data,
    images: images.data ?? {},
    varieties: Object.fromEntries((meta?.menus.varieties ?? []).map((v) => [v.code, v.name])),
  };
  const content = template.data[schema.templateField];
  const filled = fillTemplate(typeof content === 'string' ? content : '', record, entity, ctx);
  const choose = (id: number) => {
    setPicked(String(id));
    rememberTemplate(entry.id, id);
  };
  const print = () => {
    rememberTemplate(entry.id, template.id);
    printDocument(`${templateLabel(template)}-${recordLabel(entity, record)}`);
  };

  return (
    <div className="print-page">
      <Card size="small" className="print-toolbar" title={schema.title ?? entry.title}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Space wrap>
            <span>模板</span>
            <Select
              aria-label="模板"
              style={{ minWidth: 280 }}
              value={template.id}
              options={list.map((t) => ({ value: t.id, label: templateLabel(t) }))}
              onChange={choose}
            />
            {/* The icon is decoration: the button's name stays 打印. */}
            <Button type="primary" icon={<PrinterOutlined aria-hidden />} onClick={print}>
              打印
            </Button>
            <ShareLinkButton pageId={entry.id} recordId={record.id} />
            <Button onClick={() => navigate(-1)}>返回</Button>
          </Space>
          {filled.unknown.length > 0 ? (
            <Alert
              type="warning"
              showIcon
              title={`模板中有无法填充的占位符：${filled.unknown.map((u) => `{{${u}}}`).join('、')}，打印件上会显示为【未知字段】，请先修改模板。`}
            />
          ) : null}
          <Typography.Text type="secondary">如需 PDF 文件，请在打印对话框的“目标打印机”中选择“另存为 PDF”。</Typography.Text>
        </Space>
      </Card>
      <PrintSheet html={filled.html} />
    </div>
  );
}

export default function PrintRenderer({ entry, schema, entity }: SchemaRendererProps<PrintPage>) {
  usePrintLayout();
  const loaded = useRecord(entity);
  return <RecordBoundary loaded={loaded}>{(record) => <PrintView entry={entry} schema={schema} entity={entity} record={record} />}</RecordBoundary>;
}
