// Date and date-time fields (rjsf's DateWidget / DateTimeWidget names, set in RecordForm): the stand-in
// until antd's picker has arrived after the form's first paint (engine/lateWidget.tsx).
import { lateFormWidget } from '../../../engine/lateWidget.tsx';
import { DateStandInWidget, DateTimeStandInWidget } from './DateStandIn.tsx';

const picker = () => import('./DatePickerInput.tsx');

export const DateWidget = lateFormWidget(() => picker().then((m) => m.DatePickerWidget), DateStandInWidget);
export const DateTimeWidget = lateFormWidget(() => picker().then((m) => m.DateTimePickerWidget), DateTimeStandInWidget);
