// rjsf's antd theme, with the widgets our forms use every day loaded with the form and the rare ones
// (the range slider, the three-select "alt" date pickers) loaded when a form first uses them: @rjsf/antd's
// own theme imports them all, which put antd's Slider on every form page. Its date widgets are replaced
// by ours (widgets/DateWidget.tsx) in RecordForm.
import { withTheme } from '@rjsf/core';
import ArrayFieldItemTemplate from '@rjsf/antd/lib/templates/ArrayFieldItemTemplate/index.js';
import ArrayFieldTemplate from '@rjsf/antd/lib/templates/ArrayFieldTemplate/index.js';
import BaseInputTemplate from '@rjsf/antd/lib/templates/BaseInputTemplate/index.js';
import DescriptionField from '@rjsf/antd/lib/templates/FieldDescriptionTemplate/index.js';
import FieldErrorTemplate from '@rjsf/antd/lib/templates/FieldErrorTemplate/index.js';
import GridTemplate from '@rjsf/antd/lib/templates/GridTemplate/index.js';
import { AddButton, ClearButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton } from '@rjsf/antd/lib/templates/IconButton/index.js';
import MultiSchemaFieldTemplate from '@rjsf/antd/lib/templates/MultiSchemaFieldTemplate/index.js';
import ObjectFieldTemplate from '@rjsf/antd/lib/templates/ObjectFieldTemplate/index.js';
import OptionalDataControlsTemplate from '@rjsf/antd/lib/templates/OptionalDataControlsTemplate/index.js';
import SubmitButton from '@rjsf/antd/lib/templates/SubmitButton/index.js';
import TitleField from '@rjsf/antd/lib/templates/TitleField/index.js';
import CheckboxesWidget from '@rjsf/antd/lib/widgets/CheckboxesWidget/index.js';
import CheckboxWidget from '@rjsf/antd/lib/widgets/CheckboxWidget/index.js';
import PasswordWidget from '@rjsf/antd/lib/widgets/PasswordWidget/index.js';
import RadioWidget from '@rjsf/antd/lib/widgets/RadioWidget/index.js';
import SelectWidget from '@rjsf/antd/lib/widgets/SelectWidget/index.js';
import TextareaWidget from '@rjsf/antd/lib/widgets/TextareaWidget/index.js';
import { lazyFormWidget, type FormContext, type FormData } from '../../engine/formWidgets.ts';
import { FieldTemplate } from './FieldTemplate.tsx';
import { WrapIfAdditional } from './WrapIfAdditional.tsx';
import type { CyclicSchemaExpandProps, RJSFSchema } from '@rjsf/utils';
import { late } from '../../engine/late.tsx';

// Drawn only for a schema that refers to itself (none of this app's do): @rjsf/antd's template, with
// antd's Alert, loads then.
const CyclicSchemaExpandTemplate = late<CyclicSchemaExpandProps<FormData, RJSFSchema, FormContext>>(
  async () => {
    const m = await import('@rjsf/antd/lib/templates/CyclicSchemaExpandTemplate/index.js');
    return { default: m.default<FormData, RJSFSchema, FormContext> };
  },
  () => null,
).component;

export const ThemedForm = withTheme<FormData, RJSFSchema, FormContext>({
  // @rjsf/antd's generateTemplates() names each of its templates one by one, but its field template and
  // its additional-property wrapper (antd's Form.Item: the form store and validator) are ours instead. No
  // error list: RecordForm shows errors at their fields (showErrorList false), and @rjsf/antd's list
  // brought antd's Alert and List to every form.
  templates: {
    ArrayFieldItemTemplate,
    ArrayFieldTemplate,
    BaseInputTemplate,
    CyclicSchemaExpandTemplate,
    ButtonTemplates: { AddButton, CopyButton, MoveDownButton, MoveUpButton, RemoveButton, SubmitButton, ClearButton },
    DescriptionFieldTemplate: DescriptionField,
    FieldErrorTemplate,
    FieldTemplate,
    GridTemplate,
    MultiSchemaFieldTemplate,
    ObjectFieldTemplate,
    OptionalDataControlsTemplate,
    TitleFieldTemplate: TitleField,
    WrapIfAdditionalTemplate: WrapIfAdditional,
  },
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
