import * as z from 'zod';
import { defineOperation } from '../operation';

/** REGISTRATION_C2F is the user agreement, PRIVACY_C2F the privacy / data-use policy (accounts.md 2.8). */
export const agreementTypeSchema = z.enum(['REGISTRATION_C2F', 'PRIVACY_C2F']);
export type AgreementType = z.infer<typeof agreementTypeSchema>;
const i18n = z.enum(['zh-CN', 'en']);

const agreementSchema = z.object({
  id: z.union([z.number(), z.string()]),
  agreementType: z.string(),
  agreementVersion: z.string(),
  publishTime: z.string().nullish(),
  failureTime: z.string().nullish(),
  agreementContent: z.string().nullish(),
});
export type Agreement = z.infer<typeof agreementSchema>;

const agreementCache = { revalidateSeconds: 600, tags: ['agreements'] } as const;

export const getCurrentAgreement = defineOperation({
  id: 'agreement.now',
  method: 'POST',
  path: '/n/agreement/now',
  access: 'public',
  input: z.object({ agreementType: agreementTypeSchema, i18n }),
  output: agreementSchema,
  htmlFields: ['agreementContent'],
  cache: agreementCache,
});

export const listAgreementVersions = defineOperation({
  id: 'agreement.list',
  method: 'POST',
  path: '/n/agreement/list',
  access: 'public',
  input: z.object({
    agreementType: agreementTypeSchema,
    i18n,
    pageNum: z.number().int().min(1),
    pageSize: z.number().int(),
  }),
  output: z.object({ list: z.array(agreementSchema), totals: z.coerce.number() }),
  cache: agreementCache,
});

export const getAgreementVersion = defineOperation({
  id: 'agreement.details',
  method: 'POST',
  path: '/n/agreement/details',
  access: 'public',
  input: z.object({ id: z.coerce.number().int().positive(), i18n }),
  output: agreementSchema,
  htmlFields: ['agreementContent'],
  cache: agreementCache,
});
