/** The spec writes `/api/n/…`, `/n/…` and `n/…` alike: drop a leading `api/`, keep a leading `/` (DESIGN.md). */
export function normaliseUpstreamPath(raw: string): string {
  let path = raw.trim().replace(/^\/+/, '');
  if (path.startsWith('api/')) path = path.slice('api/'.length);
  return '/' + path.replace(/\/{2,}/g, '/');
}

/** `/n/…` calls never carry a token (DESIGN.md "Upstream paths"). */
export function isTokenlessPath(path: string): boolean {
  return normaliseUpstreamPath(path).startsWith('/n/');
}

/** Fills `:name` segments from params, encoding each value; a missing param is a programming error. */
export function fillPath(pattern: string, params: Record<string, string | number>): string {
  return pattern.replace(/:([A-Za-z]\w*)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter "${name}" for ${pattern}`);
    return encodeURIComponent(String(value));
  });
}
