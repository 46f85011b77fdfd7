// docs/reference.md, generated from the meta-schemas (schemas/meta/*.json): every file kind, page kind and
// keyword with the `title` and `description` its meta-schema gives, so the reference cannot say something
// the checker does not enforce. `npm run gen:docs` writes it (scripts/gen-reference.ts);
// tests/docs/reference.test.ts fails while the file differs from what this returns.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { headingSlug } from './markdown.ts';

export const REFERENCE_FILE = 'docs/reference.md';

type Schema = { [key: string]: unknown };

const isSchema = (v: unknown): v is Schema => typeof v === 'object' && v !== null && !Array.isArray(v);
const str = (v: unknown): string | undefined => (typeof v === 'string' ? v : undefined);

/** Which files each meta-schema describes, and the order they are presented in (others follow by name). */
const APPLIES_TO: Record<string, string> = {
  pages: '`pages.json`',
  menus: '`menus.json`',
  page: '`schemas/pages/**/*.json`',
  entity: '`schemas/entities/*.json`',
};
const ORDER = Object.keys(APPLIES_TO);

interface Section {
  level: number;
  heading: string;
  slug: string;
  node: Schema;
}

/** One meta-schema's sections in reading order, and the anchors its types link to. */
interface Meta {
  base: string;
  file: string;
  root: Section;
  sections: Section[];
  defs: Schema;
  defSlug: Map<string, string>;
  inlineSlug: Map<Schema, string>;
}

/** Inline object schemas (with `properties`) under a node's properties, with a label for each. */
function inlineChildren(node: Schema, label: string): { label: string; node: Schema }[] {
  const out: { label: string; node: Schema }[] = [];
  const props = isSchema(node.properties) ? node.properties : {};
  for (const [key, value] of Object.entries(props)) {
    if (!isSchema(value)) continue;
    const at = label ? `${label}.${key}` : key;
    const candidates: [string, unknown][] = [
      [at, value],
      [`${at}[]`, value.items],
      [`${at}.*`, value.additionalProperties],
    ];
    for (const alt of [value.anyOf, value.oneOf]) if (Array.isArray(alt)) alt.forEach((a) => candidates.push([at, a]));
    for (const [l, c] of candidates) if (isSchema(c) && isSchema(c.properties) && c.$ref === undefined) out.push({ label: l, node: c });
  }
  return out;
}

function planMeta(base: string, file: string, meta: Schema, taken: Set<string>): Meta {
  const defs = isSchema(meta.definitions) ? meta.definitions : {};
  const sections: Section[] = [];
  const defSlug = new Map<string, string>();
  const inlineSlug = new Map<Schema, string>();
  const add = (level: number, heading: string, node: Schema): Section => {
    const slug = headingSlug(heading);
    if (taken.has(slug)) throw new Error(`two headings of the reference share the anchor #${slug}`);
    taken.add(slug);
    const s = { level, heading, slug, node };
    sections.push(s);
    return s;
  };
  const addInline = (node: Schema, label: string, level: number): void => {
    for (const child of inlineChildren(node, label)) {
      const s = add(level, `${base}: \`${child.label}\``, child.node);
      inlineSlug.set(child.node, s.slug);
      addInline(child.node, child.label, level);
    }
  };

  const root = add(2, str(meta.title) ?? file, meta);
  addInline(meta, '', 3);

  // A discriminated root (page schemas): each alternative is a kind, presented first under its name.
  const discriminator = isSchema(meta.discriminator) ? str(meta.discriminator.propertyName) : undefined;
  const kinds: string[] = [];
  if (discriminator && Array.isArray(meta.oneOf)) {
    for (const alt of meta.oneOf) {
      const name = isSchema(alt) ? str(alt.$ref)?.replace('#/definitions/', '') : undefined;
      const def = name ? defs[name] : undefined;
      if (!name || !isSchema(def)) continue;
      const props = isSchema(def.properties) ? def.properties : {};
      const tag = props[discriminator];
      const kind = isSchema(tag) && typeof tag.const === 'string' ? tag.const : name;
      defSlug.set(name, add(3, `${base} kind: \`${kind}\``, def).slug);
      addInline(def, name, 4);
      kinds.push(name);
    }
  }
  for (const [name, def] of Object.entries(defs)) {
    if (kinds.includes(name) || !isSchema(def)) continue;
    defSlug.set(name, add(3, `${base} definition: \`${name}\``, def).slug);
    addInline(def, name, 4);
  }
  return { base, file, root, sections, defs, defSlug, inlineSlug };
}

/** A union inside a larger type, in parentheses so "array of (a or b)" reads one way. */
const group = (t: string): string => (t.includes(' or ') ? `(${t})` : t);

const code = (v: unknown): string => `\`${typeof v === 'string' ? v : JSON.stringify(v)}\``;

/** A short type for a table cell: links to definitions and inline objects, enums spelled out. */
function typeOf(v: unknown, m: Meta): string {
  if (!isSchema(v)) return 'any';
  const ref = str(v.$ref);
  if (ref) {
    const name = ref.replace('#/definitions/', '');
    const slug = m.defSlug.get(name);
    return slug ? `[${name}](#${slug})` : code(name);
  }
  if ('const' in v) return code(v.const);
  if (Array.isArray(v.enum)) return v.enum.map(code).join(', ');
  const inline = m.inlineSlug.get(v);
  if (inline) return `[object](#${inline})`;
  for (const key of ['oneOf', 'anyOf'] as const) {
    const alts = v[key];
    if (Array.isArray(alts)) return alts.map((a) => typeOf(a, m)).join(' or ');
  }
  if (Array.isArray(v.allOf)) return v.allOf.map((a) => typeOf(a, m)).join(' + ');
  const types = Array.isArray(v.type) ? v.type.map(String) : typeof v.type === 'string' ? [v.type] : [];
  const array = (): string =>
    Array.isArray(v.items) ? `[${v.items.map((i) => typeOf(i, m)).join(', ')}]` : v.items === undefined ? 'array' : `array of ${group(typeOf(v.items, m))}`;
  const object = (): string => (isSchema(v.additionalProperties) ? `object: name → ${group(typeOf(v.additionalProperties, m))}` : 'object');
  if (types.length === 0) types.push(v.items !== undefined ? 'array' : isSchema(v.additionalProperties) ? 'object' : 'any');
  let t = types.map((type) => (type === 'array' ? array() : type === 'object' ? object() : type)).join(' or ');
  const min = typeof v.minimum === 'number' ? v.minimum : undefined;
  const max = typeof v.maximum === 'number' ? v.maximum : undefined;
  if (min !== undefined && max !== undefined) t += ` (${min}–${max})`;
  else if (min !== undefined) t += ` (≥ ${min})`;
  else if (max !== undefined) t += ` (≤ ${max})`;
  return t;
}

/** For a property without words of its own: the title of the definition it refers to (directly or as
 *  its items), unless that is the definition being described (an expression's operands). */
function referenced(v: Schema, m: Meta, owner: Schema): Schema {
  const ref = str(v.$ref) ?? (isSchema(v.items) ? str(v.items.$ref) : undefined);
  const def = ref ? m.defs[ref.replace('#/definitions/', '')] : undefined;
  return isSchema(def) && def !== owner && str(def.title) ? { title: def.title } : {};
}

const cell = (s: string): string => s.replace(/\r?\n/g, ' ').replace(/\|/g, '\\|');

/** A node's own words: its title and description (or a dash when it has neither). */
function words(node: Schema): string {
  const title = str(node.title);
  const description = str(node.description);
  if (title && description) return `**${title}.** ${description}`;
  return title ?? description ?? '—';
}

function renderSection(s: Section, m: Meta): string[] {
  const node = s.node;
  const out = [`${'#'.repeat(s.level)} ${s.heading}`, ''];
  if (s === m.root) {
    const applies = APPLIES_TO[m.base];
    out.push(`Meta-schema [schemas/meta/${m.file}](../schemas/meta/${m.file})${applies ? `, for ${applies}` : ''}.`, '');
    if (str(node.description)) out.push(cell(str(node.description)!), '');
  } else {
    const w = words(node);
    if (w !== '—') out.push(cell(w), '');
  }
  const required = new Set(Array.isArray(node.required) ? node.required.map(String) : []);
  const props = isSchema(node.properties) ? node.properties : undefined;
  if (props && Object.keys(props).length > 0) {
    out.push('| key | type | required | description |', '|---|---|---|---|');
    for (const [key, value] of Object.entries(props)) {
      const v = isSchema(value) ? value : {};
      const target = isSchema(v.items) && m.inlineSlug.has(v.items) ? v.items : v;
      const own = words(v) !== '—' ? words(v) : words(target === v ? referenced(v, m, node) : target);
      out.push(`| ${code(key)} | ${cell(typeOf(v, m))} | ${required.has(key) ? 'yes' : ''} | ${cell(own)} |`);
    }
    out.push('');
  } else {
    out.push(`Type: ${cell(typeOf({ ...node, title: undefined, description: undefined }, m))}.`, '');
    if (required.size > 0) out.push(`Required: ${[...required].map(code).join(', ')}.`, '');
  }
  if (props) {
    for (const key of ['oneOf', 'anyOf'] as const) {
      const alts = node[key];
      if (Array.isArray(alts)) out.push(`One of: ${alts.map((a) => typeOf(a, m)).join(', ')}.`, '');
    }
  }
  return out;
}

/** The whole of docs/reference.md for the meta-schemas under `root`/schemas/meta. */
export async function generateReference(root: string): Promise<string> {
  const dir = join(root, 'schemas', 'meta');
  const files = (await readdir(dir)).filter((f) => f.endsWith('.schema.json'));
  const baseOf = (f: string): string => f.replace(/\.schema\.json$/, '');
  const rank = (f: string): number => (ORDER.includes(baseOf(f)) ? ORDER.indexOf(baseOf(f)) : ORDER.length);
  files.sort((a, b) => rank(a) - rank(b) || a.localeCompare(b));

  const taken = new Set<string>(['reference-declarative-files', 'contents']);
  const metas: Meta[] = [];
  for (const f of files) metas.push(planMeta(baseOf(f), f, JSON.parse(await readFile(join(dir, f), 'utf8')) as Schema, taken));

  const out = [
    '# Reference: declarative files',
    '',
    '<!-- Generated by `npm run gen:docs` (scripts/gen-reference.ts) from the titles and descriptions in',
    '     schemas/meta/*.json. Do not edit by hand: change a meta-schema and regenerate;',
    '     tests/docs/reference.test.ts fails while this file differs from the generator\'s output. -->',
    '',
    'Every file kind, page kind and keyword the engine reads, with the words its meta-schema gives (Chinese /',
    'English). `npm run check` validates every declarative file against these meta-schemas and then checks the',
    'references between files ([checker rules](checker-rules.md)); how a field is shown follows from its schema',
    '([value types](value-types.md)).',
    '',
    '## Contents',
    '',
  ];
  for (const m of metas) {
    out.push(`- [${m.root.heading}](#${m.root.slug})${APPLIES_TO[m.base] ? `: ${APPLIES_TO[m.base]}` : ''}`);
    for (const s of m.sections) if (s.level === 3 && s.heading.startsWith(`${m.base} kind:`)) out.push(`  - [${s.heading}](#${s.slug})`);
  }
  out.push('');
  for (const m of metas) for (const s of m.sections) out.push(...renderSection(s, m));
  return `${out.join('\n').replace(/\n+$/, '')}\n`;
}
