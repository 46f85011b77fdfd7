// The form's field template: antd's form-item layout (the same elements and classes as Form.Item's, so
// antd's stylesheet draws it alike) written out instead of rendered by Form.Item. A Form.Item is ~25
// components with its own state, style and motion hooks, per field, on every form's first render; here a
// field is a few elements and one context provider that gives the control its error status and feedback
// mark as Form.Item does (antd's FormItemInputContext, read by Input, Select, DatePicker…).
// - The form's root object renders its fields without an item around them (errors that belong to the whole
//   form still show, under it).
// - A field's description (x-description, ui:description) is drawn under its control, above its errors.
// - The form's component tokens (--ant-form-*) come from one element around the form (useFormCssVarClass).
import CloseCircleFilled from '@ant-design/icons/es/icons/CloseCircleFilled';
import { getTemplate, getUiOptions, type FieldTemplateProps, type RJSFSchema } from '@rjsf/utils';
import { FormItemInputContext } from 'antd/es/form/context';
import useFormStyle from 'antd/es/form/style';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';

type Props = FieldTemplateProps<FormData, RJSFSchema, FormContext>;
type InputStatus = React.ContextType<typeof FormItemInputContext>;

const ERROR_MARK = (
  <span className="ant-form-item-feedback-icon ant-form-item-feedback-icon-error">
    <CloseCircleFilled />
  </span>
);
// One value each, as Form.Item memoizes its own: a new object would re-render every control below.
const STATUS: Record<'none' | 'error' | 'plain' | 'plainError', InputStatus> = {
  none: { status: '', errors: [], warnings: [], hasFeedback: true, feedbackIcon: null, isFormItemInput: true },
  error: { status: 'error', errors: [], warnings: [], hasFeedback: true, feedbackIcon: ERROR_MARK, isFormItemInput: true },
  plain: { status: '', errors: [], warnings: [], hasFeedback: false, isFormItemInput: true },
  plainError: { status: 'error', errors: [], warnings: [], hasFeedback: false, isFormItemInput: true },
};

// A message takes the item's bottom margin (at least its height, as Form.Item sizes it), so the fields
// below move only by what it needs beyond that; Form.Item measures the margin in a layout effect, the
// token it comes from is at hand here.
const ADDITIONAL = { minHeight: 'var(--ant-form-item-margin-bottom)' };
const MARGIN_OFFSET = { marginBottom: 'calc(-1 * var(--ant-form-item-margin-bottom))' };

const cls = (...names: (string | false | undefined)[]): string => names.filter(Boolean).join(' ');

export function FieldTemplate(props: Props) {
  const { children, description, displayLabel, errors, help, rawHelp, hidden, id, label, rawErrors, rawDescription, registry, required, schema, uiSchema } = props;
  if (id === registry.globalFormOptions.idPrefix) {
    return (
      <>
        {children}
        {rawErrors?.length ? <div className="form-root-errors" role="alert">{errors}</div> : null}
      </>
    );
  }
  if (hidden) return <div className="rjsf-field-hidden">{children}</div>;
  const uiOptions = getUiOptions(uiSchema);
  const WrapIfAdditionalTemplate = getTemplate('WrapIfAdditionalTemplate', registry, uiOptions);
  const hasError = Boolean(rawErrors?.length);
  const feedback = schema.type !== 'array' && schema.type !== 'object';
  const shownHelp = (rawHelp ? help : null) ?? (hasError ? <div className="ant-form-item-explain-error">{errors}</div> : null);
  const showLabel = displayLabel && uiOptions.widget !== 'checkbox' && Boolean(label);
  const status = STATUS[feedback ? (hasError ? 'error' : 'none') : hasError ? 'plainError' : 'plain'];
  return (
    <WrapIfAdditionalTemplate {...props}>
      <div
        className={cls(
          'ant-form-item ant-form-item-horizontal',
          shownHelp !== null && 'ant-form-item-with-help',
          feedback && hasError && 'ant-form-item-has-feedback',
          hasError && 'ant-form-item-has-error',
        )}
      >
        <div className="ant-row ant-form-item-row">
          {showLabel ? (
            <div className="ant-col ant-col-24 ant-form-item-label">
              <label htmlFor={id} className={required ? 'ant-form-item-required' : undefined} title={label}>
                {label}
              </label>
            </div>
          ) : null}
          <div className="ant-col ant-col-24 ant-form-item-control">
            <div className="ant-form-item-control-input">
              <div className="ant-form-item-control-input-content">
                <FormItemInputContext.Provider value={status}>{children}</FormItemInputContext.Provider>
                {rawDescription ? <div className="ant-form-item-extra form-field-description">{description}</div> : null}
              </div>
            </div>
            {shownHelp !== null ? (
              <div className="ant-form-item-additional" style={ADDITIONAL}>
                <div className="ant-form-item-explain ant-form-item-explain-connected">{shownHelp}</div>
              </div>
            ) : null}
          </div>
        </div>
        {shownHelp !== null ? <div className="ant-form-item-margin-offset" style={MARGIN_OFFSET} /> : null}
      </div>
    </WrapIfAdditionalTemplate>
  );
}

/**
 * The classes that give an element's subtree antd's form tokens, as each Form.Item carries them. antd
 * writes a component's token variables when one of its components first renders (its style hook): with
 * no Form.Item on the page, the form calls that hook itself.
 */
export function useFormCssVarClass(): string {
  const [hashId, cssVarCls] = useFormStyle('ant-form', 'ant-form-css-var');
  return `${hashId} ${cssVarCls} ant-form-css-var`;
}
