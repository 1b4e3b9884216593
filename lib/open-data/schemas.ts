import * as z from 'zod';
import {
  GWP_FILTER_MAX,
  PRODUCT_TYPES,
  SORTS,
  VALIDITIES,
  type EpdSearchFilters,
} from '@/lib/epd/search-url';
import {
  DEFAULT_PAGE_SIZE,
  MAX_PAGE,
  MAX_PAGE_SIZE,
  OPENEPD_EXTENSION,
  UNKNOWN_LCIA,
  type OpenEpdDocument,
  type OpenEpdPage,
  type OpenLang,
  type Problem,
} from './dto';

// The open data API's schemas (docs/open-data.md), read on the server only: the STRICT parse of its query (anything the
// API does not know, or cannot read, is a 400 naming the parameter; the search page's parse ignores such input instead),
// and its answers, from which /api/open/v1/openapi.json is generated (zod's JSON Schema output). A machine API: its
// messages are English, as its field names are.

const describe = <T extends z.ZodType>(schema: T, description: string, example?: string) =>
  schema.meta(example === undefined ? { description } : { description, examples: [example] });

const text = (name: string, max: number) =>
  z.string().max(max, { error: `\`${name}\` is longer than ${max} characters` });

const choice = <T extends string>(name: string, values: readonly T[]) =>
  z.enum(values as unknown as [T, ...T[]], { error: `\`${name}\` must be one of: ${values.join(', ')}` });

const gwpBound = (name: string) =>
  z
    .string()
    .regex(/^\d{1,9}(\.\d{1,6})?$/, {
      error: `\`${name}\` must be a non-negative number of kg CO2e per tonne (digits, an optional decimal point)`,
    })
    .transform(Number)
    .pipe(
      z
        .number()
        .min(0)
        .max(GWP_FILTER_MAX, { error: `\`${name}\` must be at most ${GWP_FILTER_MAX}` }),
    );

const wholeNumber = (name: string, min: number, max: number) =>
  z
    .string()
    .regex(/^\d{1,9}$/, { error: `\`${name}\` must be a whole number from ${min} to ${max}` })
    .transform(Number)
    .pipe(
      z
        .int()
        .min(min, { error: `\`${name}\` must be a whole number from ${min} to ${max}` })
        .max(max, { error: `\`${name}\` must be a whole number from ${min} to ${max}` }),
    );

const flag = (name: string) =>
  z
    .enum(['1', 'true', '0', 'false'], { error: `\`${name}\` must be 1, true, 0 or false` })
    .transform((value) => value === '1' || value === 'true');

/** The search page's filters and sorts (lib/epd/search-url.ts `EpdSearchFilters`), with the same names and values. */
const searchFields = {
  company: describe(
    text('company', 32),
    "Only this company's declarations: the company's code, as `ext.lcsepd.manufacturer_key` of a document gives it.",
  ).optional(),
  pcr: describe(
    text('pcr', 64),
    'Only declarations under this product category rule: its number, as `ext.lcsepd.pcr_key` gives it.',
    'PCR-CN-2024-001',
  ).optional(),
  keyword: describe(
    text('keyword', 100),
    'Words in either language to find in product, company and PCR names; a registration number finds its declaration exactly.',
    '热轧',
  ).optional(),
  type: describe(choice('type', PRODUCT_TYPES), 'EPD or CFP (carbon footprint declaration).').optional(),
  validity: describe(
    choice('validity', VALIDITIES),
    "By China's date: `valid` (not past its expiry), `expiring` (expiry within 90 days), `expired`.",
  ).optional(),
  gwpMin: describe(gwpBound('gwpMin'), 'GWP100 at least this, in kg CO2e per tonne.', '300').optional(),
  gwpMax: describe(gwpBound('gwpMax'), 'GWP100 at most this, in kg CO2e per tonne.', '2000').optional(),
  chain: describe(flag('chain'), '1 or true: only declarations with an on-chain proof.', '1').optional(),
  sort: describe(
    choice('sort', SORTS),
    '`relevance` (the default with a keyword), `newest` (the default without), `gwp` (lowest first), `expiring` (soonest expiry first, expired last).',
  ).optional(),
};

/** A reversed range is refused here (the search page swaps it): an API caller gets told, not guessed at. */
function rangeInOrder(query: { gwpMin?: number; gwpMax?: number }, context: z.RefinementCtx): void {
  if (query.gwpMin !== undefined && query.gwpMax !== undefined && query.gwpMin > query.gwpMax)
    context.addIssue({
      code: 'custom',
      path: ['gwpMin'],
      message: `\`gwpMin\` (${query.gwpMin}) is greater than \`gwpMax\` (${query.gwpMax})`,
    });
}

export const listQuerySchema = z
  .strictObject({
    ...searchFields,
    page: describe(
      wholeNumber('page', 1, MAX_PAGE),
      'The page, from 1 (the default); past the last page is a 400.',
      '1',
    ).optional(),
    pageSize: describe(
      wholeNumber('pageSize', 1, MAX_PAGE_SIZE),
      `Declarations a page, 1 to ${MAX_PAGE_SIZE} (default ${DEFAULT_PAGE_SIZE}).`,
      String(DEFAULT_PAGE_SIZE),
    ).optional(),
  })
  .superRefine(rangeInOrder);

export const csvQuerySchema = z
  .strictObject({
    ...searchFields,
    lang: describe(
      choice('lang', ['zh', 'en'] as const),
      'The language of the header row, the validity words and the company and PCR names (default en).',
      'zh',
    ).optional(),
  })
  .superRefine(rangeInOrder);

export type ListQuery = EpdSearchFilters & { page: number; pageSize: number };
export type CsvQuery = EpdSearchFilters & { lang: OpenLang };

export type InvalidParam = { name: string; reason: string };
export type Parsed<T> = { ok: true; query: T } | { ok: false; invalid: InvalidParam[] };

/**
 * The strict reading of a query string: a parameter given twice, unknown, or unreadable is refused by name. An empty
 * value (`?keyword=`, as a form without JavaScript sends it) means the parameter is absent.
 */
function parseStrict<S extends typeof listQuerySchema | typeof csvQuerySchema>(
  schema: S,
  params: URLSearchParams,
): Parsed<z.output<S>> {
  const known = new Set(Object.keys(schema.shape));
  const invalid: InvalidParam[] = [];
  const raw: Record<string, string> = {};
  const seen = new Set<string>();
  for (const [name, value] of params) {
    if (seen.has(name)) {
      if (!invalid.some((item) => item.name === name))
        invalid.push({ name, reason: `\`${name}\` is given more than once` });
      continue;
    }
    seen.add(name);
    const trimmed = value.trim();
    if (known.has(name) && trimmed === '') continue;
    raw[name] = trimmed;
  }
  const parsed = schema.safeParse(raw);
  if (!parsed.success)
    for (const issue of parsed.error.issues) {
      if (issue.code === 'unrecognized_keys')
        for (const key of issue.keys) invalid.push({ name: key, reason: `unknown parameter \`${key}\`` });
      else invalid.push({ name: String(issue.path[0] ?? ''), reason: issue.message });
    }
  if (invalid.length) return { ok: false, invalid: dedupe(invalid) };
  return { ok: true, query: parsed.data as z.output<S> };
}

function dedupe(invalid: InvalidParam[]): InvalidParam[] {
  const seen = new Set<string>();
  return invalid.filter((item) => !seen.has(item.name) && seen.add(item.name));
}

export function parseListQuery(params: URLSearchParams): Parsed<ListQuery> {
  const parsed = parseStrict(listQuerySchema, params);
  if (!parsed.ok) return parsed;
  const { page, pageSize, ...filters } = parsed.query;
  return { ok: true, query: { ...filters, page: page ?? 1, pageSize: pageSize ?? DEFAULT_PAGE_SIZE } };
}

export function parseCsvQuery(params: URLSearchParams): Parsed<CsvQuery> {
  const parsed = parseStrict(csvQuerySchema, params);
  if (!parsed.ok) return parsed;
  const { lang, ...filters } = parsed.query;
  return { ok: true, query: { ...filters, lang: lang ?? 'en' } };
}

/** A declaration's id, as the product page takes it (lib/epd/server/product-page.ts): a positive number. */
export const epdIdSchema = describe(
  z
    .string()
    .regex(/^\d{1,12}$/, { error: '`id` must be a declaration id: 1 to 12 digits' })
    .refine((value) => Number(value) > 0, { error: '`id` must be a declaration id: 1 to 12 digits' }),
  "The declaration's id (the number in its product page's address, /app/epd/{id}).",
  '1',
);

// ---------------------------------------------------------------------------------------------
// The answers, for the OpenAPI document (and held to the TypeScript types of ./dto.ts).

const nullableText = z.string().nullable();
const url = z.url();

const orgSchema = z.object({
  name: z.string().meta({ description: 'In the language of the document (`language`), else the other.' }),
  alt_names: z.array(z.string()).optional().meta({ description: 'The name in the other language.' }),
  web_domain: z.string().optional(),
});

const chainProofSchema = z.object({
  kind: z.enum(['data', 'report']).meta({ description: 'What was anchored: the LCA data or the report.' }),
  tx_hash: z.string(),
  block_time: nullableText.meta({ description: 'ISO 8601, China time (+08:00).' }),
});

const reportSchema = z.object({
  lang: z.enum(['zh', 'en']),
  url: url.meta({ description: 'The PDF; the platform opens it to signed-in accounts only.' }),
  viewer_url: url.nullable().meta({ description: 'The mobile PDF viewer page.' }),
});

export const openEpdDocumentSchema = z
  .object({
    doctype: z.literal('openEPD'),
    openepd_version: z.string(),
    id: z.string().meta({ description: 'The platform id of the declaration.' }),
    language: z.enum(['zh', 'en']).meta({
      description: 'en where the declaration has an English product name (as its product page), else zh.',
    }),
    product_name: z.string(),
    declaration_url: url.meta({ description: 'The product page.' }),
    program_operator: orgSchema.extend({ web_domain: z.string() }),
    program_operator_doc_id: z.string().meta({ description: 'The registration number.' }),
    manufacturer: orgSchema,
    date_of_issue: z.iso
      .date()
      .nullable()
      .meta({ description: 'The effective date, where the platform gives one.' }),
    valid_until: z.iso.date().nullable().meta({ description: 'The last day the declaration is valid on.' }),
    declared_unit: z.object({ qty: z.literal(1), unit: z.literal('t') }),
    kg_per_declared_unit: z.object({ qty: z.literal(1000), unit: z.literal('kg') }),
    pcr: z
      .object({
        name: nullableText,
        issuer_doc_id: nullableText.meta({ description: 'The PCR number.' }),
      })
      .nullable(),
    plants: z
      .array(z.object({ address: z.string() }))
      .optional()
      .meta({ description: "The product's address, where the platform gives one." }),
    impacts: z
      .object({
        [UNKNOWN_LCIA]: z.object({
          gwp: z.object({
            A1A2A3: z.object({
              mean: z.number().meta({ description: 'GWP100 in kg CO2e per declared unit (one tonne).' }),
              unit: z.literal('kgCO2e'),
            }),
          }),
        }),
      })
      .nullable()
      .meta({ description: 'null where the declaration states no GWP100.' }),
    attachments: z.record(z.string(), url).meta({
      description:
        '`openEPD`: this document; `EPD`: the report in the document language; `EPD_zh`, `EPD_en`: each report.',
    }),
    ext: z.object({
      [OPENEPD_EXTENSION]: z.object({
        product_type: z.enum(['EPD', 'CFP']),
        product_name_zh: z.string(),
        product_name_en: nullableText,
        manufacturer_name_zh: z.string(),
        manufacturer_name_en: nullableText,
        manufacturer_key: z.string().meta({ description: 'The value of the `company` filter.' }),
        pcr_number: nullableText,
        pcr_key: nullableText.meta({ description: 'The value of the `pcr` filter.' }),
        pcr_name_zh: nullableText,
        pcr_name_en: nullableText,
        product_address_zh: nullableText,
        product_address_en: nullableText,
        gwp100_kgco2e_per_t: z.number().nullable(),
        chain: z.array(chainProofSchema),
        product_page: z.object({ zh: url, en: url.nullable() }),
        reports: z.array(reportSchema),
      }),
    }),
  })
  .meta({ title: 'openEPD document' }) satisfies z.ZodType<OpenEpdDocument>;

export const openEpdPageSchema = z
  .object({
    data: z.array(openEpdDocumentSchema),
    meta: z.object({
      total: z.int().min(0),
      page: z.int().min(1),
      pageSize: z.int().min(1).max(MAX_PAGE_SIZE),
      pageCount: z.int().min(0),
    }),
    links: z.object({ self: url, next: url.nullable(), prev: url.nullable(), csv: url }),
  })
  .meta({ title: 'A page of declarations' }) satisfies z.ZodType<OpenEpdPage>;

export const problemSchema = z
  .object({
    type: z.string(),
    title: z.string(),
    status: z.int(),
    detail: z.string(),
    invalid_params: z.array(z.object({ name: z.string(), reason: z.string() })).optional(),
  })
  .meta({ title: 'RFC 9457 problem details' }) satisfies z.ZodType<Problem>;
