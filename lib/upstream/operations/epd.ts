import * as z from 'zod';
import { assumed } from '../assumed';
import { ackSchema, defineOperation } from '../operation';

const id = z.union([z.number(), z.string()]);
const nullableText = z.string().nullish();

/** A published declaration from `GET /n/epd/{id}` or `POST /p/epd/page` (business.md 3 "EPD (public)"). */
export const epdRecordSchema = z.object({
  id,
  epdRegistrationNumber: z.string(),
  productType: z.string().nullish(),
  /** Always Chinese; `productNameEn` null means a Chinese-only declaration. */
  productName: z.string(),
  productNameEn: nullableText,
  /** What `/apppdf/{businessId}` takes: the report of each language. */
  businessId: id.nullish(),
  businessIdEn: id.nullish(),
  companyName: z.string(),
  // Named for the product page's GET /n/epd/{id} (business.md 3 "Mobile product page data"), not for a search item.
  companyNameEn: assumed(nullableText),
  companyCode: nullableText,
  productAddress: assumed(nullableText),
  productAddressEn: assumed(nullableText),
  pcrNumber: assumed(nullableText),
  /** In the request's language. */
  pcrProductName: nullableText,
  /** kg CO2-eq per tonne. */
  gwp100: z.coerce.number().nullish(),
  epdEffectiveDate: assumed(nullableText),
  epdExpirationDate: nullableText,
  cnAttachmentId: id.nullish(),
  enAttachmentId: id.nullish(),
  isDataStubs: z.union([z.number(), z.string()]).nullish(),
  dataStubsBlocktime: nullableText,
  dataStubsTxhash: nullableText,
  isReportStubs: z.union([z.number(), z.string()]).nullish(),
  reportStubsBlocktime: nullableText,
  reportStubsTxhash: nullableText,
});
export type EpdRecord = z.infer<typeof epdRecordSchema>;

/** Public declarations change rarely; caching keeps a burst of QR scans off upstream. */
const epdCache = { revalidateSeconds: 60, tags: ['epd'] } as const;

/** GET /api/n/epd/{id}: one published declaration; unknown or withdrawn answers code 0. */
export const getEpd = defineOperation({
  id: 'epd.get',
  method: 'GET',
  path: '/n/epd/:id',
  access: 'public',
  input: z.object({ id: z.coerce.number().int().positive() }),
  output: epdRecordSchema,
  cache: epdCache,
});

const filter = (max: number) => z.string().trim().max(max).optional();

/** POST p/epd/page: the EPD search (business.md 7); visitors may search. */
export const searchEpds = defineOperation({
  id: 'epd.page',
  method: 'POST',
  path: '/p/epd/page',
  access: 'public',
  input: z.object({
    companyName: filter(100),
    companyCode: filter(32),
    pcrNumber: filter(64),
    epdKeyword: filter(100),
    epdValidTime: filter(10),
    epdEffectiveDate: filter(10),
    epdExpirationDate: filter(10),
    loginCompanyCode: filter(32),
    pageNum: z.number().int().min(1),
    pageSize: z.number().int().min(1).max(100),
  }),
  output: z.object({
    list: z.array(epdRecordSchema),
    totals: z.coerce.number().int().min(0),
    pageNum: z.coerce.number().nullish(),
    pageSize: z.coerce.number().nullish(),
  }),
  cache: epdCache,
});

/** GET /p/system/setting/{key}: e.g. qrShow "true" shows the QR button to the EPD's owner (business.md 6). */
export const getSystemSetting = defineOperation({
  id: 'system.setting',
  method: 'GET',
  path: '/p/system/setting/:key',
  access: 'public',
  input: z.object({ key: z.string().regex(/^[A-Za-z][\w.-]{0,63}$/) }),
  output: z.object({ fieldKey: assumed(z.string().nullish()), fieldValue: z.string().nullish() }),
  cache: { revalidateSeconds: 300, tags: ['settings'] },
});

export const getEpdQrAttachment = defineOperation({
  id: 'epd.qr',
  method: 'GET',
  path: '/p/get/qr/attachment/:epdId',
  access: 'user',
  input: z.object({ epdId: z.number().int().positive() }),
  output: z.object({ attachmentId: id }),
});

/** POST /n/access/records/create: the mobile product page records a visit (business.md 2.2, 7). */
export const createAccessRecord = defineOperation({
  id: 'access.record',
  method: 'POST',
  path: '/n/access/records/create',
  access: 'public',
  input: z.object({
    userId: id.nullish(),
    userCode: z.string().max(64).nullish(),
    accessPage: z.string().min(1).max(512),
    accessData: z.string().max(4000),
  }),
  output: ackSchema,
});
