// /open_file_model?id=<template id> (custom component "open_file_model"): opens one contract or
// certificate template as its sheet, filled with a made-up record of the entity it prints, with its
// placeholders listed; 编辑模板 goes to the template form.
import Alert from 'antd/es/alert';
import Button from 'antd/es/button';
import Card from 'antd/es/card';
import Descriptions from 'antd/es/descriptions';
import Space from 'antd/es/space';
import { useMemo } from 'react';
import { useNavigate } from 'react-router-dom';
import { fillTemplate, sampleRecord, templateProblems } from '../../../shared/template/index.ts';
import { ErrorPanel, errorText, PageLoading, PrintSheet, queryKeys, records, type RendererProps, useApiQuery, usePagePath, useRecordId } from '../../../web/api.ts';
import { TEMPLATE_PAGES } from '../shared/manifest.ts';

const TEMPLATE_ENTITY = 'file_model';

function Sheet({ printPage, content }: { printPage: string; content: string }) {
  const bundle = useApiQuery(queryKeys.page(printPage), () => records.page(printPage));
  const entity = bundle.data?.entity ?? null;
  const sample = useMemo(() => (entity ? sampleRecord(entity) : null), [entity]);
  if (bundle.error) return <Alert type="warning" showIcon title={`无法加载模板的数据来源：${errorText(bundle.error)}`} />;
  if (!entity || !sample) return <PageLoading text="模板加载中…" />;
  const problems = templateProblems(content, entity);
  return (
    <>
      {problems.length > 0 ? (
        <Alert type="warning" showIcon style={{ marginBottom: 12 }} title="以下占位符无法填充" description={problems.map((p) => `{{${p.raw}}}：${p.message}`).join('；')} />
      ) : null}
      <PrintSheet html={fillTemplate(content, sample, entity).html} />
    </>
  );
}

export default function OpenFileModelPage({ entry }: RendererProps) {
  const id = useRecordId();
  const navigate = useNavigate();
  const pagePath = usePagePath();
  const loaded = useApiQuery(queryKeys.record(TEMPLATE_ENTITY, id ?? ''), () => records.get(TEMPLATE_ENTITY, id ?? ''), { enabled: id !== null });
  if (!id) return <ErrorPanel status="warning" title="未指定模板" message={`地址应为 ${entry.path}?id=<模板编号>`} />;
  if (loaded.error && !loaded.data) return <ErrorPanel status="warning" title="模板加载失败" error={loaded.error} onRetry={loaded.reload} />;
  if (!loaded.data) return <PageLoading text="模板加载中…" />;
  const t = loaded.data.data;
  const source = typeof t.sourceEntity === 'string' && t.sourceEntity !== '' ? t.sourceEntity : typeof t.modelType === 'string' ? t.modelType : '';
  const edit = pagePath(TEMPLATE_PAGES.file_model_form, { id });
  return (
    <Card
      title={`${entry.title}：${typeof t.modelName === 'string' ? t.modelName : id}`}
      extra={
        <Space>
          {edit ? <Button type="primary" onClick={() => navigate(edit)}>编辑模板</Button> : null}
          <Button onClick={() => navigate(-1)}>返回</Button>
        </Space>
      }
    >
      <Descriptions size="small" column={3} style={{ marginBottom: 12 }}>
        <Descriptions.Item label="模板编号">{id}</Descriptions.Item>
        <Descriptions.Item label="启用">{t.enabled === false ? '否' : '是'}</Descriptions.Item>
        <Descriptions.Item label="预览">示例数据</Descriptions.Item>
      </Descriptions>
      <Sheet printPage={`${source}_print`} content={typeof t.content === 'string' ? t.content : ''} />
    </Card>
  );
}
