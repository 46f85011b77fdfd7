// Date and date-time fields as people type them, with antd's picker. Enter never submits the form (it
// keeps what was typed), and a typed date is kept when the field loses focus: 2027-01-01, 2027/1/1,
// 20270101 (dateText.ts). Loaded after the form has painted (DateWidget.tsx); replaces rjsf-antd's
// DateWidget / DateTimeWidget.
import { ariaDescribedByIds } from '@rjsf/utils';
import DatePicker from 'antd/es/date-picker';
import dayjs, { type Dayjs } from 'dayjs';
import '../../shared/dayjsLocale.ts';
import type { FocusEvent, KeyboardEvent } from 'react';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';
import { commitTyped, datePlaceholder, instantOfWallText, wallTextOf } from './dateText.ts';

const STYLE = { width: '100%' };

function DateInput({ id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, showTime }: FormWidgetProps & { showTime: boolean }) {
  // A date-time goes through the picker as business wall-clock text (dayjs works in the browser's zone).
  const stored = (d: Dayjs | null) => (d ? (showTime ? instantOfWallText(d.format('YYYY-MM-DD HH:mm:ss')) : d.format('YYYY-MM-DD')) : undefined);
  const commit = (text: string): unknown => commitTyped(text, value, showTime, onChange);
  const inputText = (e: { target: EventTarget }) => (e.target instanceof HTMLInputElement ? e.target.value : '');
  return (
    <DatePicker
      id={id}
      name={id}
      style={STYLE}
      showTime={showTime}
      format={showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'}
      placeholder={placeholder || datePlaceholder(showTime)}
      disabled={disabled || readonly}
      value={typeof value === 'string' && value !== '' ? dayjs(showTime ? wallTextOf(value) : value) : null}
      getPopupContainer={(node) => node.parentElement ?? document.body}
      onChange={(d) => onChange(stored(d))}
      onKeyDown={(e: KeyboardEvent<HTMLElement>) => {
        // Enter in a date field takes the typed date; it never submits the half-filled form.
        if (e.key !== 'Enter') return;
        e.preventDefault();
        commit(inputText(e));
      }}
      onBlur={(e: FocusEvent<HTMLElement>) => onBlur(id, commit(inputText(e)))}
      onFocus={() => onFocus(id, value)}
      aria-describedby={ariaDescribedByIds(id)}
    />
  );
}

export function DatePickerWidget(props: FormWidgetProps) {
  return <DateInput {...props} showTime={false} />;
}

export function DateTimePickerWidget(props: FormWidgetProps) {
  return <DateInput {...props} showTime />;
}
