// Fields that hold an identity number, a phone number, a credit code or a certificate number must carry
// the shared format for it (spec section 5, rules 3-6), or the form and the server accept "abc" there.
// Recognised by the property's name or its title; a genuine exception says why with `x-noFormat`.
import type { EntityProperty, EntitySchema } from '../schema/types.ts';
import { report, type CheckContext } from './context.ts';
import { pointer } from './util.ts';

export interface FieldKind {
  /** What the field looks like, for the message. */
  what: string;
  /** Property names that suggest it (camelCase or snake_case). */
  name: RegExp;
  /** Titles that suggest it. */
  title: RegExp;
  /** The formats that fit. */
  formats: readonly string[];
  /** Which format to choose, for the message. */
  advice: string;
}

/**
 * In order: the first kind that matches decides (身份证号码 contains 证号 but is an ID number, not a
 * certificate number). Exported for the tests.
 */
export const FIELD_KINDS: readonly FieldKind[] = [
  {
    what: '身份证号码或证件号码',
    name: /(?:^|_)id_?(?:no|card(?:_?no)?)$|(?:IdNo|IdCard|IdCardNo)$/i,
    title: /身份证|证件号/,
    formats: ['id-card', 'id-or-org-code'],
    advice: 'id-card（身份证号码）或 id-or-org-code（个人或组织的证件号码）',
  },
  {
    what: '统一社会信用代码',
    name: /credit_?code$/i,
    title: /信用代码|组织机构代码/,
    formats: ['credit-code', 'credit-code-strict', 'id-or-org-code'],
    advice: 'credit-code、credit-code-strict 或 id-or-org-code',
  },
  {
    what: '电话或手机号码',
    // "tel" only as a whole word or a camelCase / snake_case part, so "hotel" is not a phone.
    name: /(?:^|_)(?:phone|mobile|tel)$|(?:Phone|Mobile|Tel)$/,
    title: /电话|手机|联系方式|联系号码/,
    formats: ['contact-phone', 'mobile'],
    advice: 'contact-phone（联系电话，须同时列入 required）或 mobile（选填的手机号码）',
  },
  {
    what: '证书编号',
    name: /(?:cert|certificate|warrant)_?no$/i,
    title: /证书编?号|权证编?号/,
    // id-card too: spec rule 5 read literally checks a "certificate number" as an ID number (its holder's).
    formats: ['certificate-no', 'id-card'],
    advice: 'certificate-no（证书编号），或 id-card（持证人的身份证号码）',
  },
];

/** The kind a property's name or title suggests, if any. */
export function fieldKindOf(name: string, p: EntityProperty): FieldKind | undefined {
  return FIELD_KINDS.find((k) => k.name.test(name) || (p.title !== undefined && k.title.test(p.title)));
}

/** Only free text can be checked by a format: choices, references and files cannot be mistyped. */
function isFreeText(p: EntityProperty): boolean {
  return p.type === 'string' && !p.enum && !p['x-ref'] && !p['x-dict'] && !p['x-upload'] && !p.contentMediaType;
}

/** `required`: whether the entity lists the field as required (undefined inside an object field). */
function checkField(ctx: CheckContext, file: string, at: (string | number)[], name: string, p: EntityProperty, required?: boolean): void {
  for (const [child, c] of Object.entries(p.properties ?? {})) checkField(ctx, file, [...at, 'properties', child], child, c);
  // Rule 3: a contact phone is required; an optional number is rule 4's mobile, its message naming the field.
  if (p.format === 'contact-phone' && required === false) {
    report(ctx, file, pointer(...at, 'format'), `字段 "${name}" 为 contact-phone（联系电话），须列入 required；选填的号码请用 mobile`);
  }
  if (!isFreeText(p) || p['x-noFormat'] !== undefined) return;
  const kind = fieldKindOf(name, p);
  if (!kind) return;
  const label = `字段 "${name}"${p.title ? `（${p.title}）` : ''}看似${kind.what}`;
  const exempt = '；确实不需要时用 x-noFormat 写明理由';
  if (p.format === undefined) report(ctx, file, pointer(...at), `${label}，但没有 format：应为 ${kind.advice}${exempt}`);
  else if (!kind.formats.includes(p.format)) report(ctx, file, pointer(...at, 'format'), `${label}，format "${p.format}" 不适用：应为 ${kind.advice}${exempt}`);
}

export function checkFieldFormats(ctx: CheckContext, file: string, e: EntitySchema): void {
  const required = new Set(e.required ?? []);
  for (const [name, p] of Object.entries(e.properties)) checkField(ctx, file, ['properties', name], name, p, required.has(name));
}
