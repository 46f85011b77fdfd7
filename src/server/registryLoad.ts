// Loads and checks the declarative files; any issue stops the server with file#pointer lines. The
// checker is a static import: if it cannot load, neither can the server (no unchecked start).
import { formatIssue, type CheckEnvironment } from '../shared/check/index.ts';
import type { Registry } from '../shared/schema/types.ts';
import { checkProject } from './registry/checkProject.ts';
import { toRegistry } from './registry/load.ts';

export interface RegistryResult {
  registry: Registry | null;
  /** `file#pointer: message` lines; empty when the files are valid. */
  problems: string[];
}

/** `env`: the names and requirements of the app's plugins (checkEnvironment(manifests)). */
export async function loadRegistry(root: string, env: CheckEnvironment): Promise<RegistryResult> {
  const { files, issues } = await checkProject(root, env);
  if (issues.length > 0) return { registry: null, problems: issues.map(formatIssue) };
  return { registry: toRegistry(files), problems: [] };
}
