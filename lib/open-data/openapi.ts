import * as z from 'zod';
import { CACHE_SECONDS, CSV_MAX_ROWS, openApiPaths } from './dto';
import {
  csvQuerySchema,
  epdIdSchema,
  listQuerySchema,
  openEpdDocumentSchema,
  openEpdPageSchema,
  problemSchema,
} from './schemas';

// The OpenAPI 3.1 description of the open data API, generated from the zod schemas that parse its queries and shape its
// answers (zod's JSON Schema output, draft 2020-12, which OpenAPI 3.1 uses as it is). Served at /api/open/v1/openapi.json.

type JsonSchema = Record<string, unknown>;

const REF = (name: string) => ({ $ref: `#/components/schemas/${name}` });

/** A JSON Schema without the keys an OpenAPI document states elsewhere (the dialect, the parameter's own description). */
function without(schema: JsonSchema, keys: string[]): JsonSchema {
  return Object.fromEntries(Object.entries(schema).filter(([key]) => !keys.includes(key)));
}

/** A parameter's JSON Schema: the value it is read as (an integer, a number), or its text where that is not a JSON type. */
function parameterSchema(schema: z.ZodType): JsonSchema {
  const convert = (io: 'input' | 'output') =>
    without(z.toJSONSchema(schema, { io, target: 'draft-2020-12', unrepresentable: 'any' }) as JsonSchema, [
      '$schema',
      'description',
      'examples',
    ]);
  const read = convert('output');
  return 'type' in read || 'enum' in read ? read : convert('input');
}

function parameters(shape: Record<string, z.ZodType>): JsonSchema[] {
  return Object.entries(shape).map(([name, schema]) => {
    const meta = z.globalRegistry.get(schema) ?? z.globalRegistry.get((schema as z.ZodOptional).unwrap?.());
    const read = parameterSchema(schema);
    const given = (meta?.examples as unknown[] | undefined)?.[0];
    const example = read.type === 'number' || read.type === 'integer' ? Number(given) : given;
    return {
      name,
      in: 'query',
      required: false,
      ...(meta?.description ? { description: meta.description } : {}),
      schema: read,
      ...(given === undefined ? {} : { example }),
    };
  });
}

/** The answers' schemas, with references between them (one registry, one pass). */
function componentSchemas(): Record<string, JsonSchema> {
  const registry = z.registry<{ id: string }>();
  registry.add(openEpdDocumentSchema, { id: 'OpenEpd' });
  registry.add(openEpdPageSchema, { id: 'OpenEpdPage' });
  registry.add(problemSchema, { id: 'Problem' });
  const { schemas } = z.toJSONSchema(registry, {
    target: 'draft-2020-12',
    uri: (id) => `#/components/schemas/${id}`,
  }) as { schemas: Record<string, JsonSchema> };
  return Object.fromEntries(
    Object.entries(schemas).map(([name, schema]) => [name, without(schema, ['$schema', 'id'])]),
  );
}

const header = (description: string, schema: JsonSchema = { type: 'string' }) => ({ description, schema });

const CACHED_HEADERS = {
  ETag: header('A hash of the answer; send it back in `If-None-Match` to get a 304 when nothing changed.'),
  'Cache-Control': header(`public, max-age=${CACHE_SECONDS}`),
  'Access-Control-Allow-Origin': header('*'),
};

const problem = (description: string, extraHeaders: Record<string, unknown> = {}) => ({
  description,
  headers: { 'Access-Control-Allow-Origin': header('*'), ...extraHeaders },
  content: { 'application/problem+json': { schema: REF('Problem') } },
});

const COMMON_ANSWERS = {
  '304': { description: 'Not modified: the `If-None-Match` ETag is still current.', headers: CACHED_HEADERS },
  '429': problem('Too many requests from this address in a minute.', {
    'Retry-After': header('Seconds to wait before the next request.', { type: 'integer', minimum: 1 }),
  }),
  '503': problem('The declarations cannot be read right now; try again shortly.', {
    'Retry-After': header('Seconds to wait before the next request.', { type: 'integer', minimum: 1 }),
  }),
};

export function openApiDocument(origin: string, platformName: string): Record<string, unknown> {
  const badQuery = problem(
    'A parameter is unknown, given twice or unreadable, the GWP range is reversed, or the page is past the last one: `invalid_params` names each.',
  );
  return {
    openapi: '3.1.0',
    info: {
      title: `${platformName}: open data API`,
      version: '1.0.0',
      summary: 'The published EPD and CFP declarations of steel products, as openEPD JSON and CSV.',
      description:
        "Read-only and public: no key, no account. The same search as the portal's EPD search (filters and sorts), each declaration as an openEPD document, and any search as a CSV. CORS is open. Messages are in English. Requests are limited per client address and minute (429 with Retry-After past it).",
      termsOfService: `${origin}/open-data`,
    },
    jsonSchemaDialect: 'https://json-schema.org/draft/2020-12/schema',
    servers: [{ url: origin }],
    paths: {
      [openApiPaths.epds]: {
        get: {
          operationId: 'listEpds',
          summary: 'Search the declarations, a page at a time',
          parameters: parameters(listQuerySchema.shape),
          responses: {
            '200': {
              description:
                'One page of the matching declarations, with the total and links to the next and previous pages.',
              headers: CACHED_HEADERS,
              content: { 'application/json': { schema: REF('OpenEpdPage') } },
            },
            '400': badQuery,
            ...COMMON_ANSWERS,
          },
        },
      },
      [`${openApiPaths.epds}/{id}`]: {
        get: {
          operationId: 'getEpd',
          summary: 'One declaration as an openEPD document',
          parameters: [
            {
              name: 'id',
              in: 'path',
              required: true,
              description: "The declaration's id (the number in its product page's address, /app/epd/{id}).",
              schema: parameterSchema(epdIdSchema),
              example: '1',
            },
          ],
          responses: {
            '200': {
              description: 'The declaration.',
              headers: CACHED_HEADERS,
              content: { 'application/json': { schema: REF('OpenEpd') } },
            },
            '400': problem('The id is not a declaration id (1 to 12 digits).'),
            '404': problem('No published declaration has this id (it never existed, or was withdrawn).'),
            ...COMMON_ANSWERS,
          },
        },
      },
      [openApiPaths.csv]: {
        get: {
          operationId: 'epdsCsv',
          summary: 'Every matching declaration as CSV (UTF-8 with BOM, RFC 4180)',
          parameters: parameters(csvQuerySchema.shape),
          responses: {
            '200': {
              description: `Every matching declaration, up to ${CSV_MAX_ROWS} rows, streamed. Cells that a spreadsheet would read as a formula start with a single quote.`,
              headers: {
                ...CACHED_HEADERS,
                'Content-Disposition': header(
                  'attachment, with the file name (RFC 6266, `filename*` in UTF-8).',
                ),
                'X-Total-Count': header('How many declarations matched.', { type: 'integer', minimum: 0 }),
                'X-Truncated': header(
                  `Present (true) when more than ${CSV_MAX_ROWS} matched and the file holds the first ${CSV_MAX_ROWS}.`,
                ),
              },
              content: { 'text/csv': { schema: { type: 'string' } } },
            },
            '400': badQuery,
            ...COMMON_ANSWERS,
          },
        },
      },
      [openApiPaths.openapi]: {
        get: {
          operationId: 'openApi',
          summary: 'This description',
          responses: {
            '200': {
              description: 'The OpenAPI 3.1 document.',
              headers: CACHED_HEADERS,
              content: { 'application/json': { schema: { type: 'object' } } },
            },
            ...COMMON_ANSWERS,
          },
        },
      },
    },
    components: { schemas: componentSchemas() },
  };
}
