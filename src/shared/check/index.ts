// The one checker of the declarative files, shared by `npm run check`, the server (at start and on
// live reload) and the browser's page check, so all three say the same thing in the same words.
export { checkFiles, type CheckOptions } from './check.ts';
export { checkEnvironment, ENGINE_NAMES, type CheckEnvironment } from './environment.ts';
export { formatIssue, type LoadedFile, type SchemaIssue } from './issue.ts';
export { parseJsonFile } from './json.ts';
export { menuNamesOf } from './routes.ts';
export { pluginClashes } from './plugin-names.ts';
