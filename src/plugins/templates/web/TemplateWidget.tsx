// rjsf widget "template" (file_edit): the template text, a row of buttons inserting the placeholders
// of the entity the chosen template type prints, warnings for placeholders that entity cannot fill,
// and a live preview filled from a sample record.
//
// ui:options: typeField (the sibling field holding the template type, default "modelType"), pages
// (template type -> print page id; the print page's bundle names the entity), rows.
import Alert from 'antd/es/alert';
import Col from 'antd/es/col';
import Input from 'antd/es/input';
import Row from 'antd/es/row';
import Space from 'antd/es/space';
import Typography from 'antd/es/typography';
import type { TextAreaRef } from 'antd/es/input/TextArea';
import { useMemo, useRef } from 'react';
import { fillTemplate, sampleRecord, templateProblems } from '../../../shared/template/index.ts';
import { errorText, type FormWidgetProps, insertables, insertAt, PrintSheet, queryKeys, records, useApiQuery, useFormValue } from '../../../web/api.ts';
import { PlaceholderLegend } from './PlaceholderLegend.tsx';

function stringOption(options: Record<string, unknown>, key: string): string | undefined {
  const v = options[key];
  return typeof v === 'string' ? v : undefined;
}

/** The print page for the chosen type, from ui:options.pages. */
function printPageFor(options: Record<string, unknown>, type: unknown): string | undefined {
  const pages = options.pages;
  if (typeof type !== 'string' || !pages || typeof pages !== 'object') return undefined;
  const id: unknown = (pages as Record<string, unknown>)[type];
  return typeof id === 'string' ? id : undefined;
}

function TargetFields({ pageId, value, onInsert, disabled }: { pageId: string; value: string; onInsert: (text: string) => void; disabled: boolean }) {
  const bundle = useApiQuery(queryKeys.page(pageId), () => records.page(pageId));
  const entity = bundle.data?.entity ?? null;
  // A made-up record, so the preview shows every placeholder filled; made once per entity.
  const sample = useMemo(() => (entity ? sampleRecord(entity) : null), [entity]);
  if (bundle.error) return <Alert type="warning" showIcon title={`无法加载可插入的字段：${errorText(bundle.error)}`} />;
  if (!entity || !sample) return <Typography.Text type="secondary">字段加载中…</Typography.Text>;
  const problems = templateProblems(value, entity);
  const preview = fillTemplate(value, sample, entity);
  return (
    <Row gutter={[16, 12]}>
      <Col span={24}>
        <Typography.Text type="secondary">插入字段（{entity.title}）：</Typography.Text>
        {/* Plain buttons: dozens of antd Buttons cost more than this row is worth (and hang jsdom). */}
        <div className="template-inserts">
          {insertables(entity).map((f) => (
            <button key={f.text} type="button" className="template-insert" disabled={disabled} title={f.text} onClick={() => onInsert(f.text)}>
              {f.label}
            </button>
          ))}
        </div>
      </Col>
      <Col span={24}>
        <PlaceholderLegend text={value} entity={entity} />
      </Col>
      {problems.length > 0 ? (
        <Col span={24}>
          <Alert
            type="warning"
            showIcon
            title="以下占位符无法填充，打印时会显示为【未知字段】"
            description={problems.map((p) => `{{${p.raw}}}：${p.message}`).join('；')}
          />
        </Col>
      ) : null}
      <Col span={24}>
        <Typography.Text type="secondary">预览（示例数据）：</Typography.Text>
        <div className="template-preview">
          <PrintSheet html={preview.html} />
        </div>
      </Col>
    </Row>
  );
}

export default function TemplateWidget(props: FormWidgetProps) {
  const { id, disabled, readonly, options, registry, onChange, onBlur, onFocus, placeholder } = props;
  const value: unknown = props.value; // rjsf types a widget's value as any
  const ref = useRef<TextAreaRef>(null);
  // Where the user last put the caret; until then an insert goes at the end.
  const selection = useRef<{ start: number; end: number } | null>(null);
  const text = typeof value === 'string' ? value : '';
  const locked = disabled === true || readonly === true;
  const typeField = stringOption(options, 'typeField') ?? 'modelType';
  const pageId = printPageFor(options, useFormValue(registry.formContext?.values, typeField));
  const rows = typeof options.rows === 'number' ? options.rows : 16;

  const insert = (snippet: string) => {
    const el = ref.current?.resizableTextArea?.textArea;
    const at = selection.current ?? { start: text.length, end: text.length };
    const next = insertAt(text, snippet, at.start, at.end);
    selection.current = { start: next.caret, end: next.caret };
    onChange(next.text);
    // Put the caret after the inserted placeholder once React has written the new value.
    requestAnimationFrame(() => {
      el?.focus();
      el?.setSelectionRange(next.caret, next.caret);
    });
  };

  return (
    <Space orientation="vertical" style={{ width: '100%' }}>
      <Input.TextArea
        id={id}
        ref={ref}
        rows={rows}
        value={text}
        disabled={locked}
        placeholder={placeholder}
        onChange={(e) => onChange(e.target.value === '' ? undefined : e.target.value)}
        onBlur={(e) => {
          // Clicking an insert button blurs the text first: remember where the caret was.
          selection.current = { start: e.target.selectionStart, end: e.target.selectionEnd };
          onBlur(id, e.target.value);
        }}
        onFocus={(e) => onFocus(id, e.target.value)}
      />
      <Typography.Text type="secondary">
        占位符写作 {'{{字段}}'}，金额大写写作 {'{{字段|capital}}'}；另有 amount（金额）、date（日期）、datetime（日期时间）、cndate（中文日期）格式。以“# ”开头为标题，“&gt;&gt; ”开头为右对齐，**文字** 加粗。
      </Typography.Text>
      {pageId ? (
        <TargetFields pageId={pageId} value={text} onInsert={insert} disabled={locked} />
      ) : (
        <Typography.Text type="secondary">选择模板类型后可插入该类记录的字段并预览。</Typography.Text>
      )}
    </Space>
  );
}
