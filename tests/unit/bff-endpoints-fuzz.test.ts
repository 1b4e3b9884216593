import { readdirSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import fc from 'fast-check';
import { NextRequest } from 'next/server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Endpoint } from '@/lib/bff/endpoint';
import en from '@/messages/en.json';
import zh from '@/messages/zh.json';

/**
 * Issue 14 item 6: every BFF endpoint's input, fuzzed. Bad input is never a 5xx: it is a 400
 * (INVALID_INPUT) with at least one field message, worded in zh and en by the same function the
 * BFF wrapper answers with, and never a schema's raw text or a stack. Two levels:
 *
 * 1. the schema of every declared endpoint (collected from every `lib/**\/*endpoints.ts` module,
 *    found on disk, so a new endpoints file is fuzzed without being listed here), parsed with
 *    arbitrary values, as `withBff` parses it;
 * 2. the route handlers themselves (`app/api/**\/route.ts`), called in-process with arbitrary
 *    bodies, queries and path segments: a visitor gets 401 from a signed-in endpoint and 400 from
 *    a public one, a signed-in user 400 from a `user` endpoint; bad input never reaches upstream.
 *
 * Only the session (Next's `cookies()`) and next-intl's request-bound translator are replaced, as
 * in tests/unit/bff-endpoints.test.ts; everything else is the real wrapper and the real routes.
 */
type FakeSession = {
  token?: string;
  user?: { id: number; userAccount: string };
  save: () => Promise<void>;
  destroy: () => void;
};
let session: FakeSession = { save: async () => {}, destroy: () => {} };

vi.mock('@/lib/session/session', () => ({ getSession: async () => session }));
vi.mock('next-intl/server', async () => {
  const { createTranslator } = await import('use-intl/core');
  return {
    getTranslations: async ({ locale, namespace }: { locale: 'zh' | 'en'; namespace?: string }) =>
      createTranslator({ locale, messages: locale === 'en' ? en : zh, namespace: namespace as never }),
  };
});

const root = path.resolve(import.meta.dirname, '../..');
const ORIGIN = 'http://localhost:3999';
const RUNS = 100;
const LOCALES = ['zh', 'en'] as const;
type Locale = (typeof LOCALES)[number];

function filesUnder(dir: string, match: (file: string) => boolean): string[] {
  return (readdirSync(path.join(root, dir), { recursive: true }) as string[])
    .map((file) => path.join(dir, file).split(path.sep).join('/'))
    .filter(match)
    .sort();
}

const endpointModules = filesUnder('lib', (file) => file.endsWith('endpoints.ts'));
const routeModules = filesUnder('app/api', (file) => file.endsWith('/route.ts'));

type Declared = { name: string; module: string; endpoint: Endpoint };

function isEndpoint(value: unknown): value is Endpoint {
  return (
    !!value &&
    typeof value === 'object' &&
    'method' in value &&
    'path' in value &&
    'input' in value &&
    'access' in value
  );
}

/** Every endpoint the endpoints modules export, in their groups (`authEndpoints.loginBySms`…). */
async function collectEndpoints(): Promise<Declared[]> {
  const declared: Declared[] = [];
  for (const file of endpointModules) {
    const exports = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
    for (const [group, value] of Object.entries(exports)) {
      if (!value || typeof value !== 'object' || isEndpoint(value)) continue;
      for (const [name, endpoint] of Object.entries(value))
        if (isEndpoint(endpoint)) declared.push({ name: `${group}.${name}`, module: file, endpoint });
    }
  }
  return declared;
}

/** `/api/regions/:province` → `app/api/regions/[province]/route.ts`. */
function routeFileOf(endpoint: Endpoint): string {
  return `app${endpoint.path.replace(/:(\w+)/g, '[$1]')}/route.ts`;
}
function pathParamsOf(endpoint: Endpoint): string[] {
  return [...endpoint.path.matchAll(/:(\w+)/g)].map((match) => match[1]!);
}

/** The keys an input schema reads (through objects, unions, pipes, optionals and lazies). */
type Def = {
  type: string;
  shape?: Record<string, unknown>;
  options?: unknown[];
  in?: unknown;
  innerType?: unknown;
  getter?: () => unknown;
  left?: unknown;
  right?: unknown;
};
function schemaKeys(schema: unknown, depth = 0): string[] {
  const def = (schema as { _zod?: { def?: Def } })?._zod?.def;
  if (!def || depth > 8) return [];
  const keys = (() => {
    switch (def.type) {
      case 'object':
        return Object.keys(def.shape ?? {});
      case 'union':
        return (def.options ?? []).flatMap((option) => schemaKeys(option, depth + 1));
      case 'intersection':
        return [...schemaKeys(def.left, depth + 1), ...schemaKeys(def.right, depth + 1)];
      case 'pipe':
        return schemaKeys(def.in, depth + 1);
      case 'lazy':
        return schemaKeys(def.getter?.(), depth + 1);
      default:
        return def.innerType ? schemaKeys(def.innerType, depth + 1) : [];
    }
  })();
  return [...new Set(keys)];
}

// ---------------------------------------------------------------------------------------------
// Arbitraries: everything a browser, a script or an attacker may send.

const PROTO_NAMES = ['__proto__', 'constructor', 'prototype', 'toString', 'valueOf', 'hasOwnProperty'];
const longString = fc
  .integer({ min: 1_000, max: 100_000 })
  .chain((length) =>
    fc.string({ minLength: 1, maxLength: 4 }).map((unit) => unit.repeat(Math.ceil(length / unit.length))),
  );
const unicodeString = fc.string({ unit: 'grapheme', maxLength: 64 });
const oddString = fc.oneof(
  fc.string(),
  unicodeString,
  longString,
  fc.constantFrom(
    ...PROTO_NAMES,
    '',
    ' ',
    '\u0000',
    '\u202e',
    '😀'.repeat(40),
    'null',
    'undefined',
    'NaN',
    '-1',
    '1e400',
    '0x10',
    '１２３',
    '13800138000 ',
    '<script>',
  ),
);
const oddNumber = fc.oneof(
  fc.double(),
  fc.integer(),
  fc.constantFrom(Number.NaN, Infinity, -Infinity, -0, 2 ** 53 + 2, -(2 ** 63), 1e308),
);
const wrongValue = fc.oneof(
  oddString,
  oddNumber,
  fc.boolean(),
  fc.constant(null),
  fc.constant(undefined),
  fc.bigInt(),
  fc.date({ noInvalidDate: false }),
  fc.array(fc.anything({ maxDepth: 2 }), { maxLength: 5 }),
  fc.anything({
    maxDepth: 3,
    withNullPrototype: true,
    withBigInt: true,
    withDate: true,
    withMap: true,
    withSet: true,
    withTypedArray: true,
    withSparseArray: true,
    withUnicodeString: true,
  }),
);

/** An object with own properties, `__proto__` included (as `JSON.parse` makes them). */
function ownObject(entries: [string, unknown][]): Record<string, unknown> {
  const object: Record<string, unknown> = {};
  for (const [key, value] of entries)
    Object.defineProperty(object, key, { value, enumerable: true, configurable: true, writable: true });
  return object;
}

function inputArbitrary(keys: string[]): fc.Arbitrary<unknown> {
  const key = fc.oneof(
    fc.constantFrom(...(keys.length ? keys : ['x'])),
    fc.constantFrom(...PROTO_NAMES),
    oddString,
  );
  return fc.oneof(
    // Anything at all, objects or not.
    fc.anything({
      maxDepth: 3,
      withNullPrototype: true,
      withBigInt: true,
      withDate: true,
      withMap: true,
      withSet: true,
      withTypedArray: true,
      withUnicodeString: true,
    }),
    fc.object({ maxDepth: 3, withNullPrototype: true }),
    // The schema's own keys with wrong-typed values, prototype names beside them.
    fc.array(fc.tuple(key, wrongValue), { maxLength: 8 }).map(ownObject),
    // Every key of the schema present, each with a wrong value.
    fc
      .tuple(...keys.map(() => wrongValue))
      .map((values) => ownObject(keys.map((name, index) => [name, values[index]]))),
    // A prototype pollution attempt.
    fc
      .tuple(
        fc.constantFrom(...PROTO_NAMES),
        fc.dictionary(fc.constantFrom(...keys, 'isAdmin', 'polluted'), wrongValue, { maxKeys: 4 }),
      )
      .map(([name, value]) => ownObject([[name, value]])),
  );
}

/** What a raw zod message or a thrown error would look like in an answer. */
const RAW_TEXT =
  /Zod|Invalid input|[Ee]xpected|[Rr]eceived|\bat \S+[:(]|stack|\bundefined\b|\{\w+\}|^[a-z][A-Za-z]+(\?|$)/;
const CJK = /[\u4e00-\u9fff]/;

let upstream: Server;
let upstreamHits = 0;

beforeAll(async () => {
  upstream = createServer((_req, res) => {
    upstreamHits += 1;
    res.writeHead(500, { 'content-type': 'application/json' });
    res.end('{}');
  });
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  process.env.UPSTREAM_URL = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  process.env.SESSION_PASSWORD = 'p'.repeat(40);
  process.env.PUBLIC_ORIGIN = ORIGIN;
});
afterAll(() => new Promise<void>((resolve) => upstream.close(() => resolve())));

describe('the list of BFF endpoints', () => {
  it('is every endpoint declared: each `defineEndpoint(` of lib/ and app/ is in an endpoints module and reached through its exports', async () => {
    const declared = await collectEndpoints();
    expect(endpointModules.length).toBeGreaterThanOrEqual(11);
    for (const file of endpointModules) {
      const calls = readFileSync(path.join(root, file), 'utf8').match(/\bdefineEndpoint\(/g)?.length ?? 0;
      expect(
        declared.filter((item) => item.module === file),
        `${file}: every defineEndpoint( is exported in a group`,
      ).toHaveLength(calls);
    }
    const elsewhere = [
      ...filesUnder('lib', (file) => /\.tsx?$/.test(file)),
      ...filesUnder('app', (file) => /\.tsx?$/.test(file)),
    ].filter(
      (file) =>
        !endpointModules.includes(file) &&
        file !== 'lib/bff/endpoint.ts' &&
        /\bdefineEndpoint\(/.test(readFileSync(path.join(root, file), 'utf8')),
    );
    expect(elsewhere, 'endpoints are declared in lib/**/*endpoints.ts only').toEqual([]);
  });

  it('matches the routes: each endpoint has its route handler, and each route built with withBff serves declared endpoints', async () => {
    const declared = await collectEndpoints();
    for (const { name, endpoint } of declared) {
      const file = routeFileOf(endpoint);
      expect(routeModules, `${name}: ${file}`).toContain(file);
      const route = (await import(/* @vite-ignore */ path.join(root, file))) as Record<string, unknown>;
      expect(typeof route[endpoint.method], `${name}: ${file} exports ${endpoint.method}`).toBe('function');
    }
    for (const file of routeModules) {
      const uses = readFileSync(path.join(root, file), 'utf8').match(/\bwithBff\(/g)?.length ?? 0;
      expect(
        declared.filter(({ endpoint }) => routeFileOf(endpoint) === file).length,
        `${file}: one declared endpoint per withBff(`,
      ).toBe(uses);
    }
  });
});

describe('every endpoint input schema, fuzzed (level 1)', async () => {
  const declared = await collectEndpoints();
  const { toFieldErrors } = await import('@/lib/validation/field-errors');
  const { localiseFieldErrors } = await import('@/lib/bff/server/with-bff');
  const { DomainError } = await import('@/lib/errors/domain-error');
  const { ERROR_STATUS } = await import('@/lib/errors/error-codes');
  const zhTexts = Object.values(zh.validation);
  const enTexts = Object.values(en.validation);

  it.each(declared.map((item) => [item.name, item] as const))(
    '%s: never throws, and a failed parse is field messages in zh and en',
    async (_name, { endpoint }) => {
      let failures = 0;
      await fc.assert(
        fc.asyncProperty(inputArbitrary(schemaKeys(endpoint.input)), async (value) => {
          let parsed: ReturnType<typeof endpoint.input.safeParse>;
          try {
            parsed = endpoint.input.safeParse(value);
          } catch (error) {
            // A transform may refuse with the portal's own error (the upload's unknown kind is a 404),
            // which withBff answers with its status: allowed, as long as it is not a server error.
            expect(error).toBeInstanceOf(DomainError);
            expect(ERROR_STATUS[(error as InstanceType<typeof DomainError>).code]).toBeLessThan(500);
            return;
          }
          if (parsed.success) return;
          failures += 1;
          const fields = toFieldErrors(parsed.error);
          expect(Object.keys(fields).length).toBeGreaterThan(0);
          for (const locale of LOCALES) {
            const texts = await localiseFieldErrors(fields, locale);
            expect(Object.keys(texts)).toEqual(Object.keys(fields));
            for (const text of Object.values(texts)) {
              expect(typeof text).toBe('string');
              expect(text.length).toBeGreaterThan(0);
              expect(text).not.toMatch(RAW_TEXT);
              if (locale === 'zh') expect(text).toMatch(CJK);
              // A validation message of that language (with its number filled in where it has one).
              const pool = locale === 'zh' ? zhTexts : enTexts;
              expect(
                pool.some((known) =>
                  new RegExp(
                    `^${known.replace(/[.*+?^$()|[\]\\]/g, '\\$&').replace(/\{\w+\}/g, '-?\\d+')}$`,
                  ).test(text),
                ),
              ).toBe(true);
            }
          }
        }),
        // Never a body at all, first: a schema that takes any object (the EPD search ignores what it
        // cannot read) refuses only these, and a random run may draw none of them (CI, 2026-11-27).
        { numRuns: RUNS, examples: [[null], [42], ['not an object'], [[]]] },
      );
      // Schemas that take an empty object accept most of these; the others must have been refused.
      if (schemaKeys(endpoint.input).length > 0) expect(failures).toBeGreaterThan(0);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Level 2: the route handlers.

type Sample = {
  locale: Locale;
  query: [string, string][];
  params: Record<string, string>;
  body: { kind: 'json'; text: string } | { kind: 'form'; entries: [string, string][] };
};

function sampleArbitrary(endpoint: Endpoint): fc.Arbitrary<Sample> {
  const keys = schemaKeys(endpoint.input);
  const params = pathParamsOf(endpoint);
  const key = fc.oneof(
    fc.constantFrom(...(keys.length ? keys : ['x'])),
    fc.constantFrom(...PROTO_NAMES),
    fc.string({ maxLength: 16 }),
  );
  const entries = fc.array(fc.tuple(key, oddString), { maxLength: 6 });
  const jsonText = fc.oneof(
    inputArbitrary(keys).map((value) => {
      try {
        return JSON.stringify(value) ?? 'null';
      } catch {
        return '{';
      }
    }),
    fc.json({ maxDepth: 3 }),
    fc.string(),
    fc.constantFrom(
      '',
      '{',
      '{"__proto__":{"isAdmin":true}}',
      '{"constructor":{"prototype":{"x":1}}}',
      '[]',
      'null',
      '"x"',
      '1e999',
      '\uFEFF{}',
    ),
  );
  return fc.record({
    locale: fc.constantFrom(...LOCALES),
    query: endpoint.method === 'GET' ? entries : fc.constant([]),
    params: fc
      .tuple(
        ...params.map(() =>
          fc.oneof(
            oddString.filter((text) => text.length < 2_000),
            fc.string({ minLength: 33, maxLength: 300 }),
            fc.constantFrom('1', '123456', 'pdfReport'),
          ),
        ),
      )
      .map((values) => Object.fromEntries(params.map((name, index) => [name, values[index]!]))),
    body:
      endpoint.body === 'multipart'
        ? entries.map((form) => ({ kind: 'form' as const, entries: form }))
        : jsonText.map((text) => ({ kind: 'json' as const, text })),
  });
}

/** Whether a schema takes any object: every key at once a huge string, an object, or missing. */
function takesAnything(endpoint: Endpoint): boolean {
  const keys = schemaKeys(endpoint.input);
  const probes = [
    {},
    Object.fromEntries(keys.map((key) => [key, 'x'.repeat(100_000)])),
    Object.fromEntries(keys.map((key) => [key, { x: 1 }])),
  ];
  return probes.every((probe) => {
    try {
      return endpoint.input.safeParse(probe).success;
    } catch {
      return false;
    }
  });
}

/** The raw input withBff reads from such a request (lib/bff/server/with-bff.ts `readInput` and the params). */
function rawInput(endpoint: Endpoint, sample: Sample): Record<string, unknown> {
  let read: Record<string, unknown> = {};
  if (endpoint.method === 'GET') read = Object.fromEntries(new URLSearchParams(sample.query));
  else if (sample.body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of sample.body.entries) form.append(name, value);
    read = Object.fromEntries(form.entries());
  } else {
    let body: unknown;
    try {
      body = JSON.parse(sample.body.text);
    } catch {
      body = undefined;
    }
    read = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {};
  }
  return { ...read, ...sample.params };
}

function requestFor(endpoint: Endpoint, sample: Sample): NextRequest {
  const concrete = endpoint.path.replace(/:(\w+)/g, (_match, name: string) =>
    encodeURIComponent(sample.params[name] ?? 'x'),
  );
  const url = new URL(`${ORIGIN}${concrete}`);
  for (const [name, value] of sample.query) url.searchParams.append(name, value);
  const headers: Record<string, string> = {
    origin: ORIGIN,
    'sec-fetch-site': 'same-origin',
    'x-portal-locale': sample.locale,
  };
  if (endpoint.method === 'GET') return new NextRequest(url, { method: 'GET', headers });
  if (sample.body.kind === 'form') {
    const form = new FormData();
    for (const [name, value] of sample.body.entries) form.append(name, value);
    return new NextRequest(url, { method: 'POST', headers, body: form });
  }
  return new NextRequest(url, {
    method: 'POST',
    headers: { ...headers, 'content-type': 'application/json' },
    body: sample.body.text,
  });
}

type RouteHandler = (
  req: NextRequest,
  route: { params: Promise<Record<string, string>> },
) => Promise<Response>;

describe('every route handler, fuzzed with bad input (level 2)', async () => {
  const declared = await collectEndpoints();
  const { resetRateLimits } = await import('@/lib/bff/server/rate-limit');
  const { JSON_BODY_LIMIT } = await import('@/lib/bff/endpoint');
  const { DomainError } = await import('@/lib/errors/domain-error');
  const { ERROR_STATUS } = await import('@/lib/errors/error-codes');

  // A visitor on every endpoint; a signed-in user (no fresh status check needed) on `user` ones.
  const cases = declared.flatMap((item) => {
    const visitor = [`${item.name} as a visitor`, item, false] as const;
    return item.endpoint.access === 'user'
      ? [visitor, [`${item.name} signed in`, item, true] as const]
      : [visitor];
  });

  it.each(cases)(
    '%s: never 5xx; 401 before the input when not allowed, else 400 with field messages in the user language',
    async (_name, { endpoint }, signedIn) => {
      const route = (await import(/* @vite-ignore */ path.join(root, routeFileOf(endpoint)))) as Record<
        string,
        RouteHandler
      >;
      const handler = route[endpoint.method]!;
      const reachesInput = endpoint.access === 'public' || signedIn;
      let bad = 0;
      await fc.assert(
        fc.asyncProperty(sampleArbitrary(endpoint), async (sample) => {
          // Good input goes on to the handler and upstream, which is not what this test is about.
          let expected: { status: number; code: string } | undefined = {
            status: 401,
            code: 'LOGIN_REQUIRED',
          };
          // Each sample starts with its write allowance whole: the limit is the next describe's.
          resetRateLimits();
          if (
            reachesInput &&
            sample.body.kind === 'json' &&
            endpoint.method === 'POST' &&
            Buffer.byteLength(sample.body.text) > (endpoint.maxBody ?? JSON_BODY_LIMIT)
          ) {
            // Bigger than the endpoint takes: refused as it is read, whatever it holds.
            expected = { status: 413, code: 'BODY_TOO_LARGE' };
          } else if (reachesInput) {
            try {
              const parsed = endpoint.input.safeParse(rawInput(endpoint, sample));
              expected = parsed.success ? undefined : { status: 400, code: 'INVALID_INPUT' };
            } catch (error) {
              // The portal's own refusal from a transform (the upload's unknown kind): its status.
              expect(error).toBeInstanceOf(DomainError);
              const code = (error as InstanceType<typeof DomainError>).code;
              expected = { status: ERROR_STATUS[code], code };
            }
          }
          if (!expected) return;
          bad += 1;
          session = signedIn
            ? {
                token: 'fuzz-token',
                user: { id: 1, userAccount: 'fuzz' },
                save: async () => {},
                destroy: () => {},
              }
            : { save: async () => {}, destroy: () => {} };
          const hitsBefore = upstreamHits;
          const response = await handler(requestFor(endpoint, sample), {
            params: Promise.resolve(sample.params),
          });
          const text = await response.text();
          expect(response.status, text).toBeLessThan(500);
          expect(response.status, text).toBe(expected.status);
          expect(text).not.toMatch(/ZodError|"stack"|\bat \S+\.(ts|js|mjs)\b|Invalid input: expected/);
          const answer = JSON.parse(text) as {
            ok: boolean;
            error: { code: string; message: string; fields?: Record<string, string> };
          };
          expect(answer.ok).toBe(false);
          expect(answer.error.code).toBe(expected.code);
          const messages = sample.locale === 'en' ? en : zh;
          if (expected.code === 'INVALID_INPUT') {
            expect(answer.error.message).toBe(messages.errors.bff.INVALID_INPUT);
            const fields = Object.values(answer.error.fields ?? {});
            expect(fields.length).toBeGreaterThan(0);
            for (const field of fields) {
              expect(field).not.toMatch(RAW_TEXT);
              if (sample.locale === 'zh') expect(field).toMatch(CJK);
              else expect(field).not.toMatch(CJK);
            }
          }
          if (expected.code === 'BODY_TOO_LARGE')
            expect(answer.error.message).toBe(messages.errors.bff.BODY_TOO_LARGE);
          expect(upstreamHits, 'bad input never reaches upstream').toBe(hitsBefore);
        }),
        // A visitor on a signed-in endpoint is refused before the input is read: fewer runs say that.
        { numRuns: reachesInput ? RUNS : RUNS / 4 },
      );
      // Some bad input was sent, unless the schema takes anything (an empty object; the EPD search,
      // which ignores what it cannot read so that a hand-edited URL still shows a search).
      if (!reachesInput || !takesAnything(endpoint)) expect(bad).toBeGreaterThanOrEqual(5);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Write limits: every mutating endpoint declares one, and past it answers 429 with Retry-After.

describe('every mutating endpoint’s write limit', async () => {
  const declared = (await collectEndpoints()).filter(({ endpoint }) => endpoint.method === 'POST');
  const { resetRateLimits } = await import('@/lib/bff/server/rate-limit');

  it('is declared', () => {
    expect(declared.length).toBeGreaterThan(20);
    for (const { name, endpoint } of declared)
      expect(endpoint.limit, `${name} declares a write limit`).toBeDefined();
  });

  it.each(declared.map((item) => [item.name, item] as const))(
    '%s: answers 429 with Retry-After once its allowance is spent, without calling upstream',
    async (_name, { endpoint }) => {
      resetRateLimits();
      const limit = endpoint.limit!;
      session =
        endpoint.access === 'public'
          ? { save: async () => {}, destroy: () => {} }
          : {
              token: 'limit-token',
              user: { id: 7, userAccount: 'limit' },
              save: async () => {},
              destroy: () => {},
            };
      const route = (await import(/* @vite-ignore */ path.join(root, routeFileOf(endpoint)))) as Record<
        string,
        RouteHandler
      >;
      const sample: Sample = {
        locale: 'en',
        query: [],
        params: Object.fromEntries(
          pathParamsOf(endpoint).map((name) => [name, name === 'kind' ? 'pdfReport' : '1']),
        ),
        body: endpoint.body === 'multipart' ? { kind: 'form', entries: [] } : { kind: 'json', text: '{' },
      };
      for (let call = 0; call < limit.perSubject; call += 1) {
        const answer = await route.POST!(requestFor(endpoint, sample), {
          params: Promise.resolve(sample.params),
        });
        expect(answer.status, `call ${call + 1} of ${limit.perSubject} is within the limit`).not.toBe(429);
      }
      const hitsBefore = upstreamHits;
      const refused = await route.POST!(requestFor(endpoint, sample), {
        params: Promise.resolve(sample.params),
      });
      expect(refused.status).toBe(429);
      const seconds = Number(refused.headers.get('retry-after'));
      expect(seconds).toBeGreaterThan(0);
      expect(seconds).toBeLessThanOrEqual(Math.ceil(limit.windowMs / 1000));
      expect(((await refused.json()) as { error: { code: string; message: string } }).error).toEqual({
        code: 'TOO_MANY_REQUESTS',
        message: en.errors.bff.TOO_MANY_REQUESTS,
      });
      expect(upstreamHits).toBe(hitsBefore);
    },
  );
});
