// What a date field shows until the picker's code has arrived (DateWidget.tsx): a text box drawn like the
// picker (same size, calendar mark) that takes a typed date the same way (dateText.ts): kept when the field
// is left or on Enter, which never submits the form.
import { CalendarOutlined } from '@ant-design/icons';
import { ariaDescribedByIds } from '@rjsf/utils';
import { Input } from 'antd';
import { useState } from 'react';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { commitTyped, datePlaceholder, shownDate } from './dateText.ts';

// The picker's suffix mark is drawn in the faint text colour.
const MARK = <CalendarOutlined style={{ color: 'var(--ant-color-text-quaternary, rgba(0, 0, 0, 0.25))' }} />;

function DateStandIn({ id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, showTime }: FormWidgetProps & { showTime: boolean }) {
  // What is being typed; null shows the stored value.
  const [text, setText] = useState<string | null>(null);
  const commit = (typed: string): unknown => {
    setText(null);
    return commitTyped(typed, value, showTime, onChange);
  };
  return (
    <Input
      id={id}
      name={id}
      autoComplete="off"
      className="date-stand-in"
      placeholder={placeholder || datePlaceholder(showTime)}
      disabled={disabled || readonly}
      value={text ?? shownDate(value, showTime)}
      suffix={MARK}
      onChange={(e) => setText(e.target.value)}
      onKeyDown={(e) => {
        if (e.key !== 'Enter') return;
        e.preventDefault();
        commit(e.currentTarget.value);
      }}
      onBlur={(e) => onBlur(id, commit(e.target.value))}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

export function DateStandInWidget(props: FormWidgetProps) {
  return <DateStandIn {...props} showTime={false} />;
}

export function DateTimeStandInWidget(props: FormWidgetProps) {
  return <DateStandIn {...props} showTime />;
}
