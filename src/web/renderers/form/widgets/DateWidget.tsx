// Date and date-time fields as people type them. Enter never submits the form (it keeps what was typed),
// and a typed date is kept when the field loses focus: 2027-01-01, 2027/1/1, 20270101 (the shared reader
// src/shared/formats/date-input.ts, as Excel import uses). Replaces rjsf-antd's DateWidget / DateTimeWidget.
import { ariaDescribedByIds } from '@rjsf/utils';
import { DatePicker } from 'antd';
import dayjs, { type Dayjs } from 'dayjs';
import '../../shared/dayjsLocale.ts';
import type { FocusEvent, KeyboardEvent } from 'react';
import { parseDateInput, parseDateTimeInput } from '../../../../shared/formats/date-input.ts';
import type { FormWidgetProps } from '../../../engine/formWidgets.ts';

const STYLE = { width: '100%' };

/** The stored text of a typed value: YYYY-MM-DD for a date, an ISO instant for a date-time (as the picker
 * stores it); undefined when the text is not a date. */
export function typedValue(text: string, showTime: boolean): string | undefined {
  if (showTime) {
    const t = parseDateTimeInput(text);
    return t ? dayjs(t.replace(' ', 'T')).toISOString() : undefined;
  }
  return parseDateInput(text) ?? undefined;
}

function DateInput({ id, value, disabled, readonly, placeholder, onChange, onBlur, onFocus, showTime }: FormWidgetProps & { showTime: boolean }) {
  const stored = (d: Dayjs | null) => (d ? (showTime ? d.toISOString() : d.format('YYYY-MM-DD')) : undefined);
  // What the user typed, committed when it reads as a date; otherwise the field keeps its value.
  const commit = (text: string): unknown => {
    const next = text.trim() === '' ? undefined : typedValue(text, showTime);
    if (next !== undefined && next !== value) onChange(next);
    return next ?? value;
  };
  const inputText = (e: { target: EventTarget }) => (e.target instanceof HTMLInputElement ? e.target.value : '');
  return (
    <DatePicker
      id={id}
      name={id}
      style={STYLE}
      showTime={showTime}
      format={showTime ? 'YYYY-MM-DD HH:mm:ss' : 'YYYY-MM-DD'}
      placeholder={placeholder || (showTime ? '如 2027-01-01 09:00' : '如 2027-01-01')}
      disabled={disabled || readonly}
      value={typeof value === 'string' && value !== '' ? dayjs(value) : null}
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

export function DateWidget(props: FormWidgetProps) {
  return <DateInput {...props} showTime={false} />;
}

export function DateTimeWidget(props: FormWidgetProps) {
  return <DateInput {...props} showTime />;
}
