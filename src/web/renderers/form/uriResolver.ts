// rjsf resolves `$ref` against `$id` with fast-uri, 7 KB gzip on every form page for references our forms
// rarely have: a form's schema is built from an entity (formSchema.ts) and names no `$id`, so its
// references are fragments of the root ("#/…"). vite.config.ts points rjsf's import here: the browser's
// URL parser resolves and compares them (tests/web/renderers/uri-resolver.test.ts checks that the answers
// are fast-uri's).
const STAND_IN = 'http://rjsf.invalid/';

function absolute(u: string): URL | null {
  try {
    return new URL(u);
  } catch {
    return null;
  }
}

/** `ref` resolved against `base` (RFC 3986); a relative base stays relative. */
function resolve(base: string, ref: string): string {
  const abs = absolute(ref);
  if (abs) return abs.href;
  if (absolute(base)) return new URL(ref, base).href;
  // A relative base ("#", "schemas/a.json"): resolved under a stand-in origin that is taken off again.
  const out = new URL(ref, new URL(base, STAND_IN)).href;
  if (!out.startsWith(STAND_IN)) return out;
  return base.startsWith('/') ? out.slice(STAND_IN.length - 1) : out.slice(STAND_IN.length);
}

/** Whether two references name the same thing (scheme and host compared as URLs compare them). */
function equal(a: string, b: string): boolean {
  return (absolute(a)?.href ?? a) === (absolute(b)?.href ?? b);
}

export default { resolve, equal };
