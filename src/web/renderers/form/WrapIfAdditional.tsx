// rjsf's wrapper of a field: a key editor and a remove button for the properties of an
// `additionalProperties` object, else a plain div. @rjsf/antd's draws the former with antd's Form.Item,
// which brings antd's form store and validator (~20 KB gzip) to every form page; our forms seldom have
// such properties, so its template loads when one first shows.
import { lazy, Suspense } from 'react';
import { ADDITIONAL_PROPERTY_FLAG, type RJSFSchema, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';

type Props = WrapIfAdditionalTemplateProps<FormData, RJSFSchema, FormContext>;

// The template is generic; typed here for our forms' data.
const AntdWrapIfAdditional = lazy(async () => {
  const m = await import('@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js');
  return { default: m.default<FormData, RJSFSchema, FormContext> };
});

export function WrapIfAdditional(props: Props) {
  const { children, classNames, style, schema } = props;
  const plain = (
    <div className={classNames} style={style}>
      {children}
    </div>
  );
  if (!(ADDITIONAL_PROPERTY_FLAG in schema)) return plain;
  return (
    <Suspense fallback={plain}>
      <AntdWrapIfAdditional {...props} />
    </Suspense>
  );
}
