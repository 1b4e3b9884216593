import { defineEndpoint, fileQuerySchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import type { EpdCardData, EpdSummary } from './epd-summary';
import { epdSearchQuerySchema, fileIdSchema } from './schemas';
import type { EpdSearchResult } from './search-url';

/** The search's "load more" and a declaration's files, streamed after the download check. */
const locale = z.enum(['zh', 'en']);

const epdSummarySchema = z.object({
  id: z.string(),
  registrationNumber: z.string(),
  productType: z.enum(['EPD', 'CFP']),
  productName: z.string(),
  productNameLang: locale,
  hasEnglish: z.boolean(),
  productPath: z.string(),
  companyName: z.string(),
  productAddress: z.nullable(z.string()),
  productAddressLang: locale,
  pcr: z.nullable(z.object({ number: z.nullable(z.string()), name: z.nullable(z.string()) })),
  gwp100: z.nullable(z.number()),
  effectiveDate: z.nullable(z.string()),
  expirationDate: z.nullable(z.string()),
  expired: z.boolean(),
  chain: z.array(
    z.object({ kind: z.enum(['data', 'report']), txHash: z.string(), blockTime: z.nullable(z.string()) }),
  ),
  report: z.nullable(z.object({ attachmentId: z.string(), businessId: z.string(), lang: locale })),
}) satisfies z.ZodMiniType<EpdSummary>;

const epdCardSchema = z.extend(epdSummarySchema, { qr: z.boolean() }) satisfies z.ZodMiniType<EpdCardData>;

const epdSearchResultSchema = z.object({
  cards: z.array(epdCardSchema),
  total: z.int().check(z.gte(0)),
  pageCount: z.int().check(z.gte(0)),
}) satisfies z.ZodMiniType<EpdSearchResult>;

export const epdEndpoints = {
  search: defineEndpoint({
    method: 'GET',
    path: '/api/epd/search',
    input: epdSearchQuerySchema,
    output: epdSearchResultSchema,
    access: 'public',
  }),
  reportFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/epd/:attachmentId',
    input: z.extend(fileQuerySchema, { attachmentId: fileIdSchema }),
    output: null,
    access: 'public',
  }),
  appPdfFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/apppdf/:businessId',
    input: z.extend(fileQuerySchema, { businessId: fileIdSchema }),
    output: null,
    access: 'public',
  }),
  /** For the declaration's own company only. */
  qrLabelFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/epd-qr/:epdId',
    input: z.extend(fileQuerySchema, { epdId: fileIdSchema }),
    output: null,
    access: 'public',
  }),
};
