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

/**
 * A field's description (x-description, ui:description) drawn under its control by us, not as the antd
 * Form.Item's `extra`: for an `extra` the Form.Item reads its height in a layout effect, which made the
 * browser lay the whole page out in the middle of the form's first render, then render again with the
 * height it read (main thread until the form shows: 744 -> 703 ms median of 6 traced cold loads).
 */
export function descriptionUnderControl(FieldTemplate: ComponentType<Props>): ComponentType<Props> {
  return function DescribedFieldTemplate(props: Props) {
    if (!props.rawDescription || props.hidden) return <FieldTemplate {...props} />;
    return (
      <FieldTemplate {...props} rawDescription={undefined} description={undefined}>
        <>
          {props.children}
          <div className="ant-form-item-extra form-field-description">{props.description}</div>
        </>
      </FieldTemplate>
    );
  };
}
