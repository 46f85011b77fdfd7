// Relative paths between project files ("/"-separated, no leading slash), without node:path, so the
// check runs in the browser too.

export function dirnameOf(file: string): string {
  const i = file.lastIndexOf('/');
  return i < 0 ? '' : file.slice(0, i);
}

/** `ref` resolved against directory `dir`; ".." past the root stays as "..". */
export function joinPath(dir: string, ref: string): string {
  const out: string[] = [];
  for (const part of `${dir}/${ref}`.split('/')) {
    if (part === '' || part === '.') continue;
    if (part === '..' && out.length > 0 && out[out.length - 1] !== '..') out.pop();
    else out.push(part);
  }
  return out.join('/');
}

/** The path from directory `from` to file `to`. */
export function relativePath(from: string, to: string): string {
  const a = from.split('/').filter(Boolean);
  const b = to.split('/').filter(Boolean);
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  return [...a.slice(i).map(() => '..'), ...b.slice(i)].join('/');
}
