// Date and date-time fields (rjsf's DateWidget / DateTimeWidget names, set in RecordForm): antd's picker
// (~34 KB gzip) loads with the first form that draws a date field, 加载中… in its place until then.
import { lazyFormWidget } from '../../../engine/formWidgets.ts';

const picker = () => import('./DatePickerInput.tsx');

export const DateWidget = lazyFormWidget(() => picker().then((m) => ({ default: m.DatePickerWidget })));
export const DateTimeWidget = lazyFormWidget(() => picker().then((m) => ({ default: m.DateTimePickerWidget })));
