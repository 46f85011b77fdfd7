// @vitest-environment jsdom
// The form's wrapper of a field (WrapIfAdditional.tsx): a plain wrapper for declared properties, and for
// the properties of an `additionalProperties` object @rjsf/antd's key editor and remove button, loaded
// when one first shows.
import { cleanup, render, screen } from '@testing-library/react';
import validator from '@rjsf/validator-ajv8';
import type { RJSFSchema } from '@rjsf/utils';
import { afterEach, describe, expect, it } from 'vitest';
import { ThemedForm } from '../../../src/web/renderers/form/antdTheme.ts';

afterEach(cleanup);

const schema: RJSFSchema = {
  type: 'object',
  properties: { name: { type: 'string', title: '名称' } },
  additionalProperties: { type: 'string' },
};

describe('the additional-property wrapper', () => {
  it('draws declared fields without a key editor, and an added property with its editable key', async () => {
    render(<ThemedForm schema={schema} validator={validator} formData={{ name: '甲', 备注: '乙' }} />);
    expect((document.getElementById('root_name') as HTMLInputElement).value).toBe('甲');
    // The added property's key is editable, from @rjsf/antd's template once its chunk has loaded.
    const key = await screen.findByDisplayValue('备注');
    expect(key.id).toMatch(/key$/);
    expect((document.getElementById('root_备注') as HTMLInputElement).value).toBe('乙');
    expect(document.querySelectorAll('input[id$="key"]')).toHaveLength(1);
  });
});
