// What every check module reports, and what it reads: one declarative file's parsed JSON.

export interface SchemaIssue {
  /** Path relative to the project root, with forward slashes. */
  file: string;
  /** JSON pointer into the file ("" for the whole file). */
  pointer: string;
  message: string;
}

export interface LoadedFile {
  /** Path relative to the root, with forward slashes. */
  file: string;
  json: unknown;
}

/** `file#pointer: message`, the form the check command, the server and the browser print. */
export function formatIssue(i: SchemaIssue): string {
  return `${i.file}#${i.pointer}: ${i.message}`;
}
