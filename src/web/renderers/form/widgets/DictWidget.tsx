// rjsf widget "dict": a select over the field's dictionary (x-dict), labels from the server.
import Select from 'antd/es/select';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { useDictionary } from '../../shared/dictionary.ts';

export default function DictWidget({ id, name, value, onChange, onBlur, disabled, readonly, schema, options }: FormWidgetProps) {
  const type = typeof options.dict === 'string' ? options.dict : undefined;
  const dict = useDictionary(type);
  const title = typeof schema.title === 'string' ? schema.title : name;
  return (
    <Select
      id={id}
      aria-label={title}
      allowClear
      placeholder={`请选择${title}`}
      disabled={disabled || readonly}
      value={typeof value === 'string' && value !== '' ? value : undefined}
      options={Object.entries(dict).map(([code, label]) => ({ value: code, label }))}
      onChange={(v: string | undefined) => onChange(v ?? '')}
      onBlur={() => onBlur(id, value)}
    />
  );
}
