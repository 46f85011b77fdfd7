// The floor's fetch: the engine's session cookie as the token header.
function token(): string {
  return decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith('Admin-Token='))?.slice('Admin-Token='.length) ?? '');
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const res = await fetch(path, { ...init, headers: { token: token(), 'content-type': 'application/json', ...init.headers } });
  const body = (await res.json()) as { code: string; msg: string; data: T };
  if (body.code !== '200') throw new Error(body.msg);
  return body.data;
}
