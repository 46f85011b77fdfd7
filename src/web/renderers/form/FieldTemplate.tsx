// The theme's field template for every field but the form's root object, which renders its fields without
// an antd Form.Item around them. A Form.Item gives the items inside it a new context value each time it
// renders, and the root renders on every key, so every field of the form re-rendered per keystroke
// (26 Form.Items for one changed field). Errors that belong to the whole form still show, under it.
import type { FieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import type { ComponentType } from 'react';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';

type Props = FieldTemplateProps<FormData, RJSFSchema, FormContext>;

export function rootWithoutFormItem(FieldTemplate: ComponentType<Props>): ComponentType<Props> {
  return function RootAwareFieldTemplate(props: Props) {
    if (props.id !== props.registry.globalFormOptions.idPrefix) return <FieldTemplate {...props} />;
    return (
      <>
        {props.children}
        {props.rawErrors?.length ? <div className="form-root-errors" role="alert">{props.errors}</div> : null}
      </>
    );
  };
}
