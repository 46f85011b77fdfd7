// rjsf widget "reference": the searchable picker of an x-ref field; picking fills the fields its x-ref
// declares under `copy` (e.g. the listing's name beside the listing).
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { RefSelect } from '../../shared/RefSelect.tsx';

export default function ReferenceWidget({ id, name, value, onChange, onBlur, disabled, readonly, schema, options, registry }: FormWidgetProps) {
  const formContext = registry.formContext;
  const ref = (options as { ref?: { entity: string } }).ref;
  const entity = formContext?.entity;
  if (!ref || !entity) return <span>引用字段缺少 x-ref</span>;
  return (
    <RefSelect
      id={id}
      aria-label={typeof schema.title === 'string' ? schema.title : name}
      from={`${entity}.${name}`}
      target={ref.entity}
      value={value === undefined || value === null || value === '' ? undefined : String(value)}
      disabled={disabled || readonly}
      onChange={(v, picked) => {
        onChange(v ?? '');
        if (picked?.copy) formContext?.patch?.(picked.copy);
      }}
      onBlur={() => onBlur(id, value)}
    />
  );
}
