// The one check for names the server writes into SQL text (entity and field names, schema names): DDL and
// the JSON paths of document fields cannot take them as parameters, so only plain identifiers get in.
const SQL_NAME = /^[A-Za-z_][A-Za-z0-9_]*$/;

export function isSqlName(name: string): boolean {
  return SQL_NAME.test(name);
}
