// rjsf's antd field template, except for the form's root object: that one renders its fields without an
// antd Form.Item around them. A Form.Item gives the items inside it a new context value each time it
// renders, and the root renders on every key, so every field of the form re-rendered per keystroke
// (26 Form.Items for one changed field). Errors that belong to the whole form still show, under it.
import { generateTemplates } from '@rjsf/antd';
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';

const AntdFieldTemplate = generateTemplates<FormData, RJSFSchema, FormContext>().FieldTemplate!;

export function FieldTemplate(props: FieldTemplateProps<FormData, RJSFSchema, FormContext>) {
  if (props.id !== props.registry.globalFormOptions.idPrefix) return <AntdFieldTemplate {...props} />;
  return (
    <>
      {props.children}
      {props.rawErrors?.length ? <div className="form-root-errors" role="alert">{props.errors}</div> : null}
    </>
  );
}
