// rjsf reports blurs by element id ("root_contactPhone", "root_transferorType-0" for a radio option);
// the longest page field the id names is the one the user left.
export function fieldOfId(id: string, fields: readonly string[], prefix = 'root_'): string | null {
  if (!id.startsWith(prefix)) return null;
  const rest = id.slice(prefix.length);
  let best: string | null = null;
  for (const f of fields) {
    const hit = rest === f || rest.startsWith(`${f}-`) || rest.startsWith(`${f}_`);
    if (hit && (best === null || f.length > best.length)) best = f;
  }
  return best;
}
