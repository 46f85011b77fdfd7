// Every validation message in one table keyed by rule, so wording changes (and translation) happen here.
// {title} is the field's schema title; {limit} the schema's bound. Wording from reference.md section 2.
export const messages = {
  required: '{title}不能为空',
  invalid: '请输入正确的{title}',
  decimal2: '请输入数字，最多保留两位小数',
  decimal4: '请输入数字，最多保留四位小数',
  decimal6: '请输入数字，最多保留六位小数',
  integer: '请输入整数',
  // The spec's rule 2 reads "enter an integer"; 正整数 says what is really wanted (the v-number-only wording).
  'positive-integer': '请输入正整数',
  // Fixed wording: the spec names the field itself for this rule.
  'contact-phone': '请输入正确的联系电话',
  // Optional mobile and ID card: the field is named from the schema (联系方式, 手机号码, 证件号码/组织机构代码, 证书编号...).
  mobile: '请输入正确的{title}',
  'id-card': '请输入正确的{title}',
  'id-or-org-code': '请输入正确的{title}',
  'certificate-no': '请输入正确的{title}',
  'credit-code': '请输入正确的统一社会信用代码',
  'credit-code-strict': '请输入正确的统一社会信用代码',
  date: '请输入正确的{title}',
  'date-time': '请输入正确的{title}',
  percent: '请输入 0 到 100 之间的数字，最多保留两位小数',
  region: '请选择正确的{title}',
  maxLength: '{title}不能超过{limit}个字符',
  minLength: '{title}不能少于{limit}个字符',
  minimum: '{title}不能小于{limit}',
  maximum: '{title}不能大于{limit}',
  exclusiveMinimum: '{title}必须大于{limit}',
  exclusiveMaximum: '{title}必须小于{limit}',
  enum: '请选择正确的{title}',
  type: '{title}格式不正确',
  pattern: '请输入正确的{title}',
} as const;

export type MessageKey = keyof typeof messages;

export function message(key: MessageKey, params: Record<string, string | number> = {}): string {
  return messages[key].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));
}

/**
 * A refusal read away from its field (the envelope's msg, a toast, an import log) must say which field:
 * a message that does not already name it gets the title in front (挂牌项目：请输入正整数). A title's unit
 * in brackets may be left out of the message (成交价款不能大于… names 成交价款（元）).
 */
export function withTitle(title: string, text: string): string {
  const bare = title.replace(/\s*[（(][^（()）]*[)）]$/, '');
  return title === '' || text.includes(title) || (bare !== '' && text.includes(bare)) ? text : `${title}：${text}`;
}

/** The same message shown under its labelled field, where the label already names it: withTitle undone. */
export function underLabel(title: string, text: string): string {
  return title !== '' && text.startsWith(`${title}：`) ? text.slice(title.length + 1) : text;
}
