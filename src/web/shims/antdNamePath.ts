// antd's toNamePathStr (antd/es/form/hooks/useForm.js) on its own: antd's Radio.Group imports it from the
// module of Form's useForm, whose chunk holds rc-form's form store (~7 KB gzip), so every form with a
// radio field loaded that store. scripts/vite/directImports.ts points Radio.Group's import here.
type NamePath = string | number | readonly (string | number)[] | undefined | false;

export function toNamePathStr(name: NamePath): string {
  const path = name === undefined || name === false ? [] : Array.isArray(name) ? name : [name];
  return path.join('_');
}
