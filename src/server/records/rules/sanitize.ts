// Rich-text values are rewritten to the shared policy before a write is validated and stored: the
// rule is declared by the schema itself (contentMediaType "text/html", the richtext value type).
import sanitizeHtml from 'sanitize-html';
import { RICHTEXT_ATTRIBUTES, RICHTEXT_SCHEMES, RICHTEXT_TAGS } from '../../../shared/richtext/policy.ts';
import type { EntitySchema } from '../../../shared/schema/types.ts';
import { valueType } from '../../../shared/valuetypes/derive.ts';

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: [...RICHTEXT_TAGS],
  allowedAttributes: Object.fromEntries(Object.entries(RICHTEXT_ATTRIBUTES).map(([t, a]) => [t, [...a]])),
  allowedSchemes: [...RICHTEXT_SCHEMES],
  allowedSchemesAppliedToAttributes: ['href', 'src'],
  allowProtocolRelative: false,
  // Script and style bodies go with their tags; other unknown tags keep their words.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'iframe', 'object', 'embed'],
  transformTags: {
    // A link opened in a new tab must not reach back into this window.
    a: (tagName, attribs) => (attribs.target === '_blank' ? { tagName, attribs: { ...attribs, rel: 'noopener noreferrer' } } : { tagName, attribs }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitizeHtml(html, OPTIONS);
}

/** The names of the entity's rich-text fields. */
export function richTextFields(entity: EntitySchema): string[] {
  // Those a detail page shows as HTML (the value-type row's detail display).
  return Object.keys(entity.properties).filter((name) => valueType(entity, name).detail === 'html');
}

/** The document with every rich-text field rewritten to the policy (other fields as they were). */
export function sanitizeDoc(entity: EntitySchema, doc: Record<string, unknown>): Record<string, unknown> {
  const fields = richTextFields(entity);
  if (fields.length === 0) return doc;
  const out = { ...doc };
  for (const f of fields) {
    const v = out[f];
    if (typeof v === 'string' && v !== '') out[f] = sanitizeRichText(v);
  }
  return out;
}
