// rjsf widget "region": the province-to-village cascader; the stored value is the chosen region's code.
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { RegionCascader } from '../../shared/RegionCascader.tsx';

export default function RegionWidget({ id, name, value, onChange, onBlur, disabled, readonly, schema }: FormWidgetProps) {
  const title = typeof schema.title === 'string' ? schema.title : name;
  return (
    <RegionCascader
      id={id}
      aria-label={title}
      placeholder={`请选择${title}`}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      disabled={disabled || readonly}
      onChange={(code) => onChange(code ?? '')}
      onBlur={() => onBlur(id, value)}
    />
  );
}
