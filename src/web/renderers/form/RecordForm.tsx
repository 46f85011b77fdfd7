// The rjsf form of one record: Chinese messages as a field is typed in or left and on submit, server field
// errors under their fields, a clear conflict notice, 保存 and the optional 保存并<submitAction>.
import type CoreForm from '@rjsf/core';
import type { CustomValidator, ErrorSchema, RJSFSchema, RJSFValidationError } from '@rjsf/utils';
import Button from 'antd/es/button';
import Modal from 'antd/es/modal';
import Space from 'antd/es/space';
import { LateAlert as Alert } from '../../engine/LateAlert.tsx';
import { use, useEffect, useMemo, useRef, useState, type KeyboardEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import type { RecordRow } from '../../../shared/api.ts';
import { Code } from '../../../shared/codes.ts';
import type { EntitySchema, FormPage } from '../../../shared/schema/types.ts';
import { findTransition } from '../../../shared/workflow.ts';
import { applyComputed, computedNames } from '../../../shared/rules/computed.ts';
import { ruleValidator } from './ruleValidation.ts';
import { errorText } from '../../engine/errorText.ts';
import { formWidgets, type FormContext } from '../../engine/formWidgets.ts';
import { createFormValues } from '../../engine/formValues.ts';
import { notifyUnreadChange, records } from '../../engine/records.ts';
import { ApiError } from '../../request/types.ts';
import { nextPaint } from '../shared/nextPaint.ts';
import { noticeShown } from '../shared/noticeShown.ts';
import { useToast } from '../shared/useToast.ts';
import { fieldOfId } from './fieldOfId.ts';
import { ThemedForm } from './antdTheme.ts';
import { FormGrid } from './FormGrid.tsx';
import { useFormCssVarClass } from './FieldTemplate.tsx';
import { DateTimeWidget, DateWidget } from './widgets/DateWidget.tsx';
import { useOutside } from './useOutside.ts';
import { readsOutside } from '../../../shared/rules/outside.ts';
import { formSchema, formUiSchema, payload } from './formSchema.ts';
import { useLeaveGuard } from './useLeaveGuard.ts';
import {
  chineseErrors,
  loadValidator,
  needsValidatorToRender,
  toErrorSchema,
  unsafeTextCheck,
  validator,
  validatorReady,
  type FormData,
} from './validation.ts';

const Form = ThemedForm;
type FormInstance = CoreForm<FormData, RJSFSchema, FormContext>;
const TEMPLATES = { ObjectFieldTemplate: FormGrid };

/** Enter in a one-line field never submits the form (a half-filled draft saved by accident); 保存 does. */
function holdEnter(e: KeyboardEvent<HTMLDivElement>): void {
  if (e.key === 'Enter' && e.target instanceof HTMLInputElement) e.preventDefault();
}

/** While saving: keys change nothing (Tab still moves focus). */
function holdKeys(e: KeyboardEvent<HTMLDivElement>): void {
  if (e.key !== 'Tab') e.preventDefault();
}

function inputsOf(entity: EntitySchema, data: FormData): FormData {
  const out = { ...data };
  for (const name of computedNames(entity)) delete out[name];
  return out;
}

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
  const formCssVars = useFormCssVarClass();
  const schema = useMemo(() => formSchema(entity, page), [entity, page]);
  // The validator loads after the form paints, unless rendering the schema needs it (deferredValidator.ts).
  if (needsValidatorToRender(schema) && !validatorReady()) use(loadValidator());
  // The registered widgets plus our date entry (rjsf takes DateWidget / DateTimeWidget by these names).
  const widgets = useMemo(() => ({ ...formWidgets(), DateWidget, DateTimeWidget }), []);
  const uiSchema = useMemo(() => formUiSchema(entity, page), [entity, page]);
  // A stored record keeps the server's figures until the formulas can run with what they read from outside.
  const initial = useMemo<FormData>(() => (record && readsOutside(entity) ? { ...record.data } : applyComputed(entity, { ...(record?.data ?? initialData ?? {}) })), [entity, record, initialData]);
  const [formData, setFormData] = useState<FormData>(initial);
  // Formulas over a referenced record or the fee table run once the server has sent what they read.
  const outside = useOutside(entity, formData, record?.id);
  const outsideRef = useRef(outside);
  useEffect(() => {
    outsideRef.current = outside;
    if (outside) setFormData((d) => applyComputed(entity, d, outside));
  }, [entity, outside]);
  const [serverErrors, setServerErrors] = useState<ErrorSchema<FormData> | undefined>(undefined);
  const [conflict, setConflict] = useState(false);
  const [saving, setSaving] = useState<Intent | null>(null);
  // Custom widgets may follow a sibling field (the template editor follows the template type).
  // A picker's copied fields land on the next change rjsf reports (it reports after its own update).
  const pending = useRef<FormData>({});
  // One context for the form's life: rjsf compares each field's props (the context among them) before
  // re-rendering it, so a context holding the data would re-render all fields on every key.
  const [values] = useState(() => createFormValues(initial));
  useEffect(() => values.set(formData), [values, formData]);
  const formContext = useMemo<FormContext>(
    () => ({
      values,
      entity: entity.name,
      patch: (patch: FormData) => {
        pending.current = { ...pending.current, ...patch };
        setFormData((d) => ({ ...d, ...patch }));
      },
    }),
    [values, entity.name],
  );

  // Errors show for fields the user has typed in or left (checked on every change from then on, as the
  // user types), and for every field once a save was attempted.
  const touched = useRef(new Set<string>());
  const attempted = useRef(false);
  const formRef = useRef<FormInstance>(null);
  // A check that moves no focus (a field left, a required one passed over; the validator arriving late).
  const checkingQuietly = useRef(false);
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

  // Checks the form without moving the focus: a field left, or the validator arriving after keys were typed.
  const checkQuietly = () => {
    checkingQuietly.current = true;
    try {
      formRef.current?.validateForm();
    } finally {
      checkingQuietly.current = false;
    }
  };
  useEffect(() => {
    let mounted = true;
    // Once the form is on screen (its evaluation would otherwise land in the form's first render).
    void nextPaint()
      .then(loadValidator)
      .then(
        (v) => {
          if (!mounted) return;
          // Compile the form's schema now rather than on the first key.
          v.rawValidation(schema, {});
          if (touched.current.size > 0 || attempted.current) checkQuietly();
        },
        (e: unknown) => console.warn('表单校验组件加载失败，保存时由服务器校验', e),
      );
    return () => {
      mounted = false;
    };
  }, [schema]);

  const isUpdate = record !== null;
  // Computed fields follow the inputs (and arrive late when they read outside values): not a change of their own.
  const dirty = JSON.stringify(inputsOf(entity, payload(page, formData, true))) !== JSON.stringify(inputsOf(entity, payload(page, initial, true)));
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
        if (e instanceof ApiError && e.errors.length > 0) setServerErrors(toErrorSchema(e.errors, entity));
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
    // The message first, then the next page (whose render would otherwise hold the message back).
    await noticeShown();
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
      {/* While saving, a veil over the form takes the pointer and no key reaches a field: no typing, no
          second click. Not by re-rendering every field as disabled (that render held the server's answer
          back ~100 ms), nor by making the form inert (restyling its whole subtree cost ~15 ms of the save). */}
      <div onKeyDown={holdEnter} onKeyDownCapture={saving !== null ? holdKeys : undefined} className={`record-form ${formCssVars}`} aria-busy={saving !== null}>
      {saving !== null ? <div className="record-form__veil" data-testid="saving-veil" /> : null}
      <Form
        schema={schema}
        uiSchema={uiSchema}
        widgets={widgets}
        templates={TEMPLATES}
        formContext={formContext}
        validator={validator}
        formData={formData}
        transformErrors={transformErrors}
        customValidate={customValidate}
        extraErrors={serverErrors}
        ref={formRef}
        liveValidate="onChange"
        showErrorList={false}
        noHtml5Validate
        focusOnFirstError={(error: RJSFValidationError) => {
          if (!checkingQuietly.current) formRef.current?.focusOnError(error);
        }}
        disabled={locked}
        onChange={(e, id) => {
          // Computed amounts follow their inputs as they are typed (the server computes the same).
          setFormData(applyComputed(entity, { ...(e.formData ?? {}), ...pending.current }, outsideRef.current));
          pending.current = {};
          const f = id ? fieldOfId(id, page.fields) : null;
          if (f) touched.current.add(f);
          // A field the user changes no longer carries the server's complaint about its old value.
          if (f && serverErrors && f in serverErrors) {
            const { [f]: _gone, ...rest } = serverErrors as Record<string, unknown>;
            setServerErrors(rest as ErrorSchema<FormData>);
          }
        }}
        onBlur={(id) => {
          const f = fieldOfId(id, page.fields);
          if (!f) return;
          touched.current.add(f);
          checkQuietly();
        }}
        onFocus={(id) => {
          // From the first key on: the change's own check runs before rjsf reports the change.
          const f = fieldOfId(id, page.fields);
          if (f) touched.current.add(f);
        }}
        onError={() => {
          // Errors are shown under their fields; passing onError also stops rjsf's console.error.
        }}
        onSubmit={(e) => {
          // Clicked before the validator arrived: submit again, checked, once it is in.
          const data = e.formData ?? {};
          if (!validatorReady()) {
            void loadValidator().then(
              () => formRef.current?.submit(),
              () => void save(data, intent.current),
            );
          } else void save(data, intent.current);
        }}
      >
        <Space className="form-actions">
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
      </div>
    </>
  );
}
