// The form's fields laid out for work: a grid of as many ~300 px columns as the width allows (three at
// 1440, one on a phone), long values (multi-line text, rich text, files, editors) across the whole row,
// grouped under titles when the page declares sections (ungrouped fields last). Replaces rjsf's
// ObjectFieldTemplate, so there is no fieldset frame around the fields.
import type { ObjectFieldTemplatePropertyType, ObjectFieldTemplateProps, RJSFSchema } from '@rjsf/utils';
import { getUiOptions } from '@rjsf/utils';
import type { CSSProperties } from 'react';
import type { FormContext, FormData } from '../../engine/formWidgets.ts';

/** The ui:option formUiSchema sets on fields that take a whole row. */
export const FULL_ROW = 'fullRow';
/** The root ui:option carrying the page's sections. */
export const SECTIONS = 'sections';

export interface FormSection {
  title: string;
  fields: string[];
  columns?: 1 | 2 | 3;
}

function Cell({ p }: { p: ObjectFieldTemplatePropertyType }) {
  const content = p.content as { props?: { uiSchema?: Parameters<typeof getUiOptions>[0] } };
  const full = getUiOptions(content.props?.uiSchema)[FULL_ROW] === true;
  return <div className={full ? 'form-grid__cell form-grid__cell--full' : 'form-grid__cell'}>{p.content}</div>;
}

/** At most `columns` columns (still ~300 px each, fewer on a narrow screen). */
function gridStyle(columns: number | undefined): CSSProperties | undefined {
  if (!columns) return undefined;
  return { gridTemplateColumns: `repeat(auto-fill, minmax(max(300px, calc((100% - ${(columns - 1) * 24}px) / ${columns})), 1fr))` };
}

export function FormGrid({ properties, fieldPathId, uiSchema }: ObjectFieldTemplateProps<FormData, RJSFSchema, FormContext>) {
  const shown = properties.filter((p) => !p.hidden);
  const sections = (getUiOptions(uiSchema)[SECTIONS] as FormSection[] | undefined) ?? [];
  if (sections.length === 0) {
    return (
      <div className="form-grid" id={fieldPathId.$id}>
        {shown.map((p) => <Cell key={p.name} p={p} />)}
      </div>
    );
  }
  const grouped = new Set(sections.flatMap((s) => s.fields));
  const rest = shown.filter((p) => !grouped.has(p.name));
  return (
    <div id={fieldPathId.$id}>
      {sections.map((s) => (
        <section key={s.title} className="form-section" aria-label={s.title}>
          <h3 className="form-section__title">{s.title}</h3>
          <div className="form-grid" style={gridStyle(s.columns)}>
            {s.fields.flatMap((f) => shown.filter((p) => p.name === f)).map((p) => <Cell key={p.name} p={p} />)}
          </div>
        </section>
      ))}
      {rest.length > 0 ? (
        <div className="form-grid">
          {rest.map((p) => <Cell key={p.name} p={p} />)}
        </div>
      ) : null}
    </div>
  );
}
