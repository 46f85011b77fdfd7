// Loads and checks the declarative files; any issue stops the server with file#pointer lines.
import type { Registry } from '../shared/schema/types.ts';
import { loadFiles, toRegistry, type LoadedFile } from './registry/load.ts';

export interface RegistryResult {
  registry: Registry | null;
  /** `file#pointer: message` lines; empty when the files are valid. */
  problems: string[];
}

interface CheckModule {
  checkProject?: (root: string) => Promise<{ files: LoadedFile[]; issues: { file: string; pointer: string; message: string }[] }>;
  checkFiles?: (files: LoadedFile[]) => { file: string; pointer: string; message: string }[];
}

async function checker(): Promise<CheckModule | null> {
  try {
    return (await import('./registry/check.ts')) as CheckModule;
  } catch {
    // The check command is optional to the server; without it the files are loaded unchecked.
    return null;
  }
}

export async function loadRegistry(root: string): Promise<RegistryResult> {
  const check = await checker();
  if (check?.checkProject) {
    const { files, issues } = await check.checkProject(root);
    if (issues.length > 0) return { registry: null, problems: issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`) };
    return { registry: toRegistry(files), problems: [] };
  }
  let files: LoadedFile[];
  try {
    files = await loadFiles(root);
  } catch (e) {
    return { registry: null, problems: [(e as Error).message] };
  }
  const issues = check?.checkFiles?.(files) ?? [];
  if (issues.length > 0) return { registry: null, problems: issues.map((i) => `${i.file}#${i.pointer}: ${i.message}`) };
  return { registry: toRegistry(files), problems: [] };
}
