// rjsf's wrapper of a field: a key editor and a remove button for the properties of an
// `additionalProperties` object, else a plain div. @rjsf/antd's draws the former with antd's Form.Item,
// which brings antd's form store and validator (~20 KB gzip) to every form page; our forms seldom have
// such properties, so its template loads when one first shows.
import { ADDITIONAL_PROPERTY_FLAG, type RJSFSchema, type WrapIfAdditionalTemplateProps } from '@rjsf/utils';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';
import { late } from '../../engine/late.tsx';

type Props = WrapIfAdditionalTemplateProps<FormData, RJSFSchema, FormContext>;

function Plain({ children, classNames, style }: Props) {
  return (
    <div className={classNames} style={style}>
      {children}
    </div>
  );
}

// The template is generic; typed here for our forms' data. The plain wrapper serves until it has loaded.
const AntdWrapIfAdditional = late<Props>(async () => {
  const m = await import('@rjsf/antd/lib/templates/WrapIfAdditionalTemplate/index.js');
  return { default: m.default<FormData, RJSFSchema, FormContext> };
}, Plain).component;

export function WrapIfAdditional(props: Props) {
  return ADDITIONAL_PROPERTY_FLAG in props.schema ? <AntdWrapIfAdditional {...props} /> : <Plain {...props} />;
}
