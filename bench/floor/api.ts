// The floor's fetch: the engine's session cookies as the token and siteId headers (as the engine sends them).
function cookie(name: string): string {
  return decodeURIComponent(document.cookie.split('; ').find((c) => c.startsWith(`${name}=`))?.slice(name.length + 1) ?? '');
}

export async function api<T>(path: string, init: RequestInit = {}): Promise<T> {
  const site = cookie('siteId');
  const headers = { token: cookie('Admin-Token'), 'content-type': 'application/json', ...(site ? { siteId: site } : {}), ...init.headers };
  const res = await fetch(path, { ...init, headers });
  const body = (await res.json()) as { code: string; msg: string; data: T };
  if (body.code !== '200') throw new Error(body.msg);
  return body.data;
}
