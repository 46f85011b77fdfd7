// Reads a project folder and runs the shared check over it; never throws for problems in the files.
import { checkFiles, type CheckEnvironment, type LoadedFile, type SchemaIssue } from '../../shared/check/index.ts';
import { collectFiles } from './collect.ts';

export interface ProjectCheck {
  files: LoadedFile[];
  issues: SchemaIssue[];
}

export async function checkProject(root: string, env: CheckEnvironment): Promise<ProjectCheck> {
  const { files, unreadable } = await collectFiles(root);
  const issues = [...unreadable, ...checkFiles(files, env, { unreadable: unreadable.map((i) => i.file) })];
  return { files, issues };
}
