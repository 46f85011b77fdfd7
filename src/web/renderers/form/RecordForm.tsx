// The rjsf form of one record: Chinese messages on blur and on submit, server field errors under their
// fields, a clear conflict notice, 保存 and the optional 保存并<submitAction>.
import { generateForm } from '@rjsf/antd';
import type { CustomValidator, ErrorSchema } from '@rjsf/utils';
import { Alert, Button, Modal, Space } from 'antd';
import { useMemo, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { Code } from '../../../shared/codes.ts';
import type { EntitySchema, FormPage } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { applyComputed } from '../../../shared/rules/computed.ts';
import { ruleValidator } from './ruleValidation.ts';
import { errorText } from '../../engine/errorText.ts';
import { formWidgets, type FormContext } from '../../engine/formWidgets.ts';
import { notifyUnreadChange, records } from '../../engine/records.ts';
import { ApiError } from '../../request/types.ts';
import { useToast } from '../shared/useToast.ts';
import { fieldOfId } from './fieldOfId.ts';
import { formSchema, formUiSchema, payload } from './formSchema.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import { chineseErrors, toErrorSchema, unsafeTextCheck, validator, type FormData } from './validation.ts';

const Form = generateForm<FormData>();

export interface RecordFormProps {
  entity: EntitySchema;
  page: FormPage;
  /** The record being edited; null creates one. */
  record: RecordRow | null;
  /** Starting values of a new record (create-from-another-record: ?prefill.<field>=). */
  initialData?: FormData;
  onSaved: (saved: RecordRow) => void;
  /** Reload the record after a version conflict. */
  onReload: () => void;
  /** The record's workflow state no longer allows editing: show it, offer only 返回. */
  locked?: boolean;
}

type Intent = 'save' | 'submit';

export function RecordForm({ entity, page, record, initialData, onSaved, onReload, locked = false }: RecordFormProps) {
  const navigate = useNavigate();
  const toast = useToast();
  const [modal, modalHolder] = Modal.useModal();
  const schema = useMemo(() => formSchema(entity, page), [entity, page]);
  const uiSchema = useMemo(() => formUiSchema(entity, page), [entity, page]);
  const initial = useMemo<FormData>(() => applyComputed(entity, { ...(record?.data ?? initialData ?? {}) }), [entity, record, initialData]);
  const [formData, setFormData] = useState<FormData>(initial);
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormData> | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState<Intent | null>(null);
  // Custom widgets may follow a sibling field (the template editor follows the template type).
  // A picker's copied fields land on the next change rjsf reports (it reports after its own update).
  const pending = useRef<FormData>({});
  const formContext = useMemo<FormContext>(
    () => ({
      formData,
      entity: entity.name,
      patch: (values: FormData) => {
        pending.current = { ...pending.current, ...values };
        setFormData((d) => ({ ...d, ...values }));
      },
    }),
    [formData, entity.name],
  );

  // Errors show for fields the user has left, and for every field once a save was attempted.
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const intent = useRef<Intent>('save');
  const transformErrors = useMemo(
    () => chineseErrors(entity, (f) => attempted.current || touched.current.has(f)),
    [entity],
  );

  // The declared rules (amount ceilings, cross-field, required before the submit action), same as the server.
  // Unsafe characters first (as on the server), then the rules.
  const customValidate = useMemo<CustomValidator<FormData>>(() => {
    const unsafe = unsafeTextCheck(entity);
    const rules = ruleValidator(entity, page, () => (intent.current === 'submit' ? page.submitAction : undefined), (f) => attempted.current || touched.current.has(f));
    return (data, errors, ui) => rules(data, unsafe(data, errors, ui), ui);
  }, [entity, page]);

  const isUpdate = record !== null;
  const dirty = JSON.stringify(payload(page, formData, true)) !== JSON.stringify(payload(page, initial, true));
  useLeaveGuard(dirty && saving === null);
  const submit = page.submitAction && entity['x-workflow'] ? findTransition(entity['x-workflow'], page.submitAction) : undefined;

  const save = async (data: FormData, how: Intent) => {
    setSaving(how);
    setServerErrors(undefined);
    setConflict(false);
    let saved: RecordRow;
    try {
      const body = payload(page, data, isUpdate);
      saved = record ? await records.update(entity.name, record.id, body, record.version) : await records.create(entity.name, body);
    } catch (e) {
      setSaving(null);
      if (e instanceof ApiError && e.code === Code.CONFLICT) setConflict(true);
      else {
        if (e instanceof ApiError && e.errors.length > 0) setServerErrors(toErrorSchema(e.errors));
        void toast.error(errorText(e, '保存失败'));
      }
      return;
    }
    if (how === 'submit' && submit) {
      try {
        saved = await records.transition(entity.name, saved.id, { action: submit.action, version: saved.version });
        notifyUnreadChange();
        void toast.success(`保存并${submit.title}成功`);
      } catch (e) {
        // The record is saved; only the transition failed, so leave the form for the saved record.
        void toast.error(`已保存，但${submit.title}失败：${errorText(e)}`);
      }
    } else void toast.success('保存成功');
    setSaving(null);
    onSaved(saved);
  };

  const back = () => {
    if (!dirty) return navigate(-1);
    modal.confirm({
      title: '放弃修改？',
      content: '有未保存的修改，确定离开吗？',
      okText: '离开',
      cancelText: '取消',
      onOk: () => navigate(-1),
    });
  };

  return (
    <>
      {modalHolder}
      {conflict ? (
        <Alert
          type="error"
          showIcon
          style={{ marginBottom: 16 }}
          title="数据已被他人修改，请刷新后重试"
          description="保存未生效。重新加载会取回最新数据，您在此页面的修改将丢失。"
          action={<Button onClick={onReload}>重新加载</Button>}
        />
      ) : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        widgets={formWidgets()}
        formContext={formContext}
        validator={validator}
        formData={formData}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={serverErrors}
        liveValidate="onBlur"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError
        disabled={saving !== null || locked}
        onChange={(e, id) => {
          // Computed amounts follow their inputs as they are typed (the server computes the same).
          setFormData(applyComputed(entity, { ...(e.formData ?? {}), ...pending.current }));
          pending.current = {};
          const f = id ? fieldOfId(id, page.fields) : null;
          // A field the user changes no longer carries the server's complaint about its old value.
          if (f && serverErrors && f in serverErrors) {
            const { [f]: _gone, ...rest } = serverErrors as Record<string, unknown>;
            setServerErrors(rest as ErrorSchema<FormData>);
          }
        }}
        onBlur={(id) => {
          const f = fieldOfId(id, page.fields);
          if (f) touched.current.add(f);
        }}
        onError={() => {
          // Errors are shown under their fields; passing onError also stops rjsf's console.error.
        }}
        onSubmit={(e) => void save(e.formData ?? {}, intent.current)}
      >
        <Space style={{ marginTop: 8 }}>
          {locked ? null : (
          <Button
            type="primary"
            htmlType="submit"
            loading={saving === 'save'}
            disabled={saving !== null}
            onClick={() => {
              attempted.current = true;
              intent.current = 'save';
            }}
          >
            保存
          </Button>
          )}
          {submit && !locked ? (
            <Button
              htmlType="submit"
              loading={saving === 'submit'}
              disabled={saving !== null}
              onClick={() => {
                attempted.current = true;
                intent.current = 'submit';
              }}
            >
              保存并{submit.title}
            </Button>
          ) : null}
          <Button onClick={back} disabled={saving !== null}>
            返回
          </Button>
        </Space>
      </Form>
    </>
  );
}
