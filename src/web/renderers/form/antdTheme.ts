// rjsf's antd theme, with the widgets our forms use every day loaded with the form and the rare ones
// (the range slider, the three-select "alt" date pickers) loaded when a form first uses them: @rjsf/antd's
// own theme imports them all, which put antd's Slider on every form page. Its date widgets are replaced
// by ours (widgets/DateWidget.tsx) in RecordForm.
import { withTheme } from '@rjsf/core';
import { generateTemplates } from '@rjsf/antd';
import CheckboxesWidget from '@rjsf/antd/lib/widgets/CheckboxesWidget/index.js';
import CheckboxWidget from '@rjsf/antd/lib/widgets/CheckboxWidget/index.js';
import PasswordWidget from '@rjsf/antd/lib/widgets/PasswordWidget/index.js';
import RadioWidget from '@rjsf/antd/lib/widgets/RadioWidget/index.js';
import SelectWidget from '@rjsf/antd/lib/widgets/SelectWidget/index.js';
import TextareaWidget from '@rjsf/antd/lib/widgets/TextareaWidget/index.js';
import { lazyFormWidget, type FormContext, type FormData } from '../../engine/formWidgets.ts';
import { FieldTemplate } from './FieldTemplate.tsx';
import type { RJSFSchema } from '@rjsf/utils';

const templates = generateTemplates<FormData, RJSFSchema, FormContext>();

export const ThemedForm = withTheme<FormData, RJSFSchema, FormContext>({
  templates: { ...templates, FieldTemplate },
  widgets: {
    CheckboxesWidget,
    CheckboxWidget,
    PasswordWidget,
    RadioWidget,
    SelectWidget,
    TextareaWidget,
    RangeWidget: lazyFormWidget(() => import('@rjsf/antd/lib/widgets/RangeWidget/index.js')),
    AltDateWidget: lazyFormWidget(() => import('@rjsf/antd/lib/widgets/AltDateWidget/index.js')),
    AltDateTimeWidget: lazyFormWidget(() => import('@rjsf/antd/lib/widgets/AltDateTimeWidget/index.js')),
  },
});
