// A form page starts its widgets' chunks when its bundle is known: the names come from the page's fields
// (their value types, or the page's own ui:widget), and each chunk loads once however often it is asked.
import { describe, expect, it } from 'vitest';
import type { FormPage, PageEntry } from '../../../src/shared/schema/types.ts';
import { registerFormWidget, unregisterFormWidget, type FormWidget } from '../../../src/web/engine/formWidgets.ts';
import { formWidgetNames } from '../../../src/shared/valuetypes/formWidgets.ts';
import { prefetchForm } from '../../../src/web/renderers/form/prefetch.ts';
import { plot } from '../valuetypes/fixture.ts';

const page = (fields: string[], uiSchema?: FormPage['uiSchema']): FormPage => ({ kind: 'form', entity: 'plot', fields, ...(uiSchema ? { uiSchema } : {}) }) as FormPage;

describe('form widgets named by a page', () => {
  it('takes each field’s value-type widget, the upload only where the field says where uploads go, and the page’s own ui:widget first', () => {
    expect([...formWidgetNames(plot, page(['name', 'price', 'day', 'kind']))]).toEqual([]);
    expect([...formWidgetNames(plot, page(['listing', 'region', 'landUse', 'notes', 'body']))].sort()).toEqual(['dict', 'reference', 'region', 'richtext', 'textarea']);
    // A file field with no x-upload is not uploaded from the form; one with x-upload is.
    expect([...formWidgetNames(plot, page(['attachment']))]).toEqual([]);
    expect([...formWidgetNames(plot, page(['scan', 'seal']))]).toEqual(['upload']);
    expect([...formWidgetNames(plot, page(['name', 'region'], { region: { 'ui:widget': 'mapPicker' } }))]).toEqual(['mapPicker']);
  });

  it('starts the named widgets’ chunks once, and no other widget’s', async () => {
    const calls: string[] = [];
    const widget: FormWidget = () => null;
    registerFormWidget('testPickerA', () => (calls.push('A'), Promise.resolve({ default: widget })));
    registerFormWidget('testPickerB', () => (calls.push('B'), Promise.resolve({ default: widget })));
    const p = page(['name', 'notes'], { name: { 'ui:widget': 'testPickerA' } });
    prefetchForm({ id: 'x', kind: 'form' } as PageEntry, p, plot);
    prefetchForm({ id: 'x', kind: 'form' } as PageEntry, p, plot);
    await Promise.resolve();
    expect(calls).toEqual(['A']);
    // The registry is the module's: leave it as other files in this worker expect it.
    unregisterFormWidget('testPickerA');
    unregisterFormWidget('testPickerB');
  });
});
