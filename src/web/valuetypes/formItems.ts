// The form item of every value type (registered in registry.ts): what its empty input invites. The widget
// itself is the row's `widget` (src/shared/valuetypes/formWidgets.ts), its width the row's `fullRow`.
import type { ValueTypeName } from '../../shared/valuetypes/index.ts';
import { registerValueRenderers, type FormItem } from './registry.ts';

const INPUT: FormItem = { placeholder: 'input' };
const SELECT: FormItem = { placeholder: 'select' };
/** The date picker names its own format. */
const NONE: FormItem = { placeholder: 'none' };

const FORM_ITEMS: Record<ValueTypeName, FormItem> = {
  text: INPUT,
  textarea: INPUT,
  integer: INPUT,
  number: INPUT,
  amount: INPUT,
  'amount-capital': INPUT,
  decimal4: INPUT,
  decimal6: INPUT,
  area: INPUT,
  percent: INPUT,
  phone: INPUT,
  'id-card': INPUT,
  'credit-code': INPUT,
  date: NONE,
  datetime: INPUT,
  'relative-time': INPUT,
  enum: SELECT,
  dict: SELECT,
  status: SELECT,
  boolean: SELECT,
  // Their pickers search as one types.
  region: INPUT,
  reference: INPUT,
  file: INPUT,
  image: INPUT,
  richtext: INPUT,
  serial: INPUT,
};

registerValueRenderers('formItem', 'formItems', FORM_ITEMS);
