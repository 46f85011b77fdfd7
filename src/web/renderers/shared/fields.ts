// The field rules live in src/shared so the server's Excel export shows cells exactly as the list does.
export { fieldHint, fieldProperty, fieldText, fieldTitle, fieldValue } from '../../../shared/display/fields.ts';
