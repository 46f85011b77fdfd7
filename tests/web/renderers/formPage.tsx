// The franchise form page mounted as the app mounts it (FormRenderer on its route, the detail page's
// route beside it so a save that opens the record shows where it went), and its rjsf inputs by field.
import { render, waitFor } from '@testing-library/react';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import type { FormPage } from '../../../src/shared/schema/types.ts';
import FormRenderer from '../../../src/web/renderers/form/FormRenderer.tsx';
import { entryOf, franchise } from './fixtures.ts';

export const formEntry = entryOf('franchise_form');
const detailPath = entryOf('franchise_detail').path;

/** The path the router is at, as data-testid="where" (on the detail page's route). */
function Where() {
  const loc = useLocation();
  return <div data-testid="where">{`${loc.pathname}${loc.search}`}</div>;
}

export function renderFormPage(schema: FormPage, url = formEntry.path) {
  return render(
    <MemoryRouter initialEntries={[url]}>
      <Routes>
        <Route path={formEntry.path} element={<FormRenderer entry={formEntry} schema={schema} entity={franchise} file={formEntry.schema ?? ''} />} />
        <Route path={detailPath} element={<Where />} />
      </Routes>
    </MemoryRouter>,
  );
}

/** The text box rjsf draws for a field (id root_<field>). */
export function formInput(field: string): HTMLInputElement {
  const el = document.getElementById(`root_${field}`);
  if (!(el instanceof HTMLInputElement)) throw new Error(`no input for ${field}`);
  return el;
}

/** A date field's input once antd's picker is in (a late form widget: 加载中… in its place until then). */
export function dateInput(field: string): Promise<HTMLInputElement> {
  return waitFor(() => {
    const el = formInput(field);
    if (!el.closest('.ant-picker')) throw new Error(`no date picker for ${field} yet`);
    return el;
  });
}
