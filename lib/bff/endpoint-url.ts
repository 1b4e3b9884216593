import type { Endpoint } from './endpoint';

// Apart from the declarations (lib/bff/endpoint.ts), so the browser's BFF client imports no zod
// at run time: pages whose client parts only call endpoints on demand keep zod off their first load.

export function pathParamNames(path: string): string[] {
  return [...path.matchAll(/:([A-Za-z]\w*)/g)].map((match) => match[1] as string);
}

/** The endpoint's URL with its path parameters filled from `input`, and what is left of the input. */
export function endpointUrl(endpoint: Endpoint, input: Record<string, unknown>): { url: string; rest: Record<string, unknown> } {
  const params = pathParamNames(endpoint.path);
  const rest: Record<string, unknown> = {};
  for (const [name, value] of Object.entries(input)) if (!params.includes(name)) rest[name] = value;
  const url = endpoint.path.replace(/:([A-Za-z]\w*)/g, (_, name: string) => encodeURIComponent(String(input[name] ?? '')));
  return { url, rest };
}
