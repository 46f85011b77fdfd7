// Contract and certificate templates: placeholders filled from a record into safe HTML, their checks,
// template choice, a sample record for previews, and create-from-another-record (prefill).
export { escapeHtml } from './escape.ts';
export { CONTEXT_FIELDS, FILTERS, IMAGE_FIELDS, isFilterName, isImageField, isSheetImageSrc, listPlaceholders, placeholderText, type FilterName, type ImageField, type Placeholder } from './placeholders.ts';
export { fillTemplate, type FillResult } from './render.ts';
export { chineseDate, isKnownField, type TemplateContext } from './values.ts';
export { templateProblems, type TemplateProblem } from './validate.ts';
export { sampleRecord } from './sample.ts';
export { isPrefillSource, prefillParams, readPrefill, PREFILL_PREFIX } from './prefill.ts';
export { chooseTemplate, templateFits, templateTypeField, templateTypeOf, TEMPLATE_TYPE_FIELDS } from './select.ts';
