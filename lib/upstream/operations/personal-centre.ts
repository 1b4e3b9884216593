import * as z from 'zod';
import { ackSchema, defineOperation } from '../operation';
import { portalUserSchema } from './accounts';

/** An inner (system) message (accounts.md 3): status 1 is read; sendMsg is HTML. */
const innerMessageSchema = z.object({
  id: z.union([z.number(), z.string()]),
  status: z.union([z.number(), z.string()]).nullish(),
  sendMsg: z.string().nullish(),
  sendTime: z.string().nullish(),
});
export type InnerMessage = z.infer<typeof innerMessageSchema>;

/** The user's company as updateMail and the authentication answer it (reference upstream: companyAnswer); loose. */
const companyAnswerSchema = z
  .object({
    id: z.union([z.number(), z.string()]).nullish(),
    companyName: z.string().nullish(),
    companyCode: z.string().nullish(),
    companyEmail: z.string().nullish(),
    companyStatus: z.union([z.number(), z.string()]).nullish(),
  })
  .loose()
  .nullish();

export const countUnreadMessages = defineOperation({
  id: 'messages.unread',
  method: 'POST',
  path: '/p/epd/inner/count',
  access: 'user',
  input: z.object({ status: z.literal(0).default(0), type: z.literal(1).default(1) }),
  output: z.coerce.number(),
});

/** POST /p/epd/inner/list: 4 a page in the header and on /textmessage (accounts.md 9). */
export const listMessages = defineOperation({
  id: 'messages.list',
  method: 'POST',
  path: '/p/epd/inner/list',
  access: 'user',
  input: z.object({
    pageNum: z.coerce.number().int().min(1).max(1000),
    pageSize: z.coerce.number().int().min(1).max(20).default(4),
    type: z.literal(1).default(1),
    inlet: z.literal('USER').default('USER'),
  }),
  output: z.object({ list: z.array(innerMessageSchema), totals: z.coerce.number() }),
  htmlFields: ['list[].sendMsg'],
});

export const readMessage = defineOperation({
  id: 'messages.read',
  method: 'POST',
  path: '/p/epd/inner/read',
  access: 'user',
  input: z.object({ id: z.union([z.number(), z.string().regex(/^\d{1,18}$/)]) }),
  output: ackSchema,
});

/** POST /p/epd/inner/readAll {id}: the call carries `id`, the user's (accounts.md 7); all of the caller's are read. */
export const readAllMessages = defineOperation({
  id: 'messages.readAll',
  method: 'POST',
  path: '/p/epd/inner/readAll',
  access: 'user',
  input: z.object({ id: z.union([z.number(), z.string()]) }),
  output: ackSchema,
});

/** POST /p/revoke/logoff: withdraws a cancellation request (accounts.md 4.7). */
export const revokeLogoff = defineOperation({
  id: 'account.revokeLogoff',
  method: 'POST',
  path: '/p/revoke/logoff',
  access: 'user',
  input: z.object({}),
  output: ackSchema,
});

export const updateCompanyEmail = defineOperation({
  id: 'company.updateMail',
  method: 'POST',
  path: '/p/company/updateMail',
  access: 'user',
  input: z.object({ companyEmail: z.string(), id: z.union([z.number(), z.string()]) }),
  output: companyAnswerSchema,
});

/** POST /api/p/user/modify: the corrected registration goes back to review. */
export const modifyRegistration = defineOperation({
  id: 'account.modify',
  method: 'POST',
  path: '/p/user/modify',
  access: 'user',
  input: z.object({ userName: z.string(), companyName: z.string(), companyType: z.string() }),
  output: portalUserSchema,
});

/** GET /api/p/region/{code}: CN gives the provinces, a province code its cities (business.md 7). */
export const listRegions = defineOperation({
  id: 'regions.list',
  method: 'GET',
  path: '/p/region/:code',
  access: 'user',
  input: z.object({ code: z.string().regex(/^(CN|\d{6})$/, 'invalid') }),
  output: z.array(z.object({ code: z.coerce.string(), name: z.string() })),
});

/** POST p/company/insert/uc: the company authentication; the company then waits for review. */
export const insertCompany = defineOperation({
  id: 'company.insert',
  method: 'POST',
  path: '/p/company/insert/uc',
  access: 'user',
  input: z.object({
    companyCode: z.string(),
    companyName: z.string(),
    companyEmail: z.string(),
    province: z.string(),
    city: z.string().optional(),
    address: z.string(),
    legalPerson: z.string(),
    contacts: z.string(),
    zipCode: z.string(),
    contactPhone: z.string(),
    licenseAttachmentId: z.string(),
    billAttachmentId: z.string(),
  }),
  output: companyAnswerSchema,
});

/** POST /n/user/getLogoff: the log-off code of a phone account, after the captcha (accounts.md 4.7). */
export const sendLogoffSmsCode = defineOperation({
  id: 'logoff.send.sms',
  method: 'POST',
  path: '/n/user/getLogoff',
  access: 'user',
  input: z.object({ userAccount: z.string(), captchaType: z.string(), token: z.string() }),
  output: ackSchema,
});

/** POST api/n/user/email/logoff/send: the log-off code of an e-mail account. */
export const sendLogoffEmailCode = defineOperation({
  id: 'logoff.send.email',
  method: 'POST',
  path: '/n/user/email/logoff/send',
  access: 'user',
  input: z.object({ userAccount: z.string(), captchaType: z.string(), token: z.string(), inlet: z.string() }),
  output: ackSchema,
});

/** POST /p/user/logoff: `mobile` is the account and `password` the code, as the platform names them. */
export const submitLogoff = defineOperation({
  id: 'logoff.submit',
  method: 'POST',
  path: '/p/user/logoff',
  access: 'user',
  input: z.object({ mobile: z.string(), password: z.string() }),
  output: ackSchema,
});

/** POST /api/p/subscription/subscribe: the trial of the external LCA tool (accounts.md 4.10). */
export const subscribeLcaTool = defineOperation({
  id: 'lca.subscribe',
  method: 'POST',
  path: '/p/subscription/subscribe',
  access: 'user',
  input: z.object({
    mobile: z.string().optional(),
    username: z.string(),
    companyName: z.string(),
    industryCategory: z.string(),
    position: z.string(),
  }),
  output: ackSchema,
});

export const checkLcaSubscription = defineOperation({
  id: 'lca.checkSubscription',
  method: 'GET',
  path: '/p/subscription/checkSubscription',
  access: 'user',
  input: z.object({}),
  output: z.boolean(),
});

/** GET /p/epd/tools/refer/user: the one-time refer token the external tool opens with (never the session token). */
export const getLcaReferToken = defineOperation({
  id: 'lca.referToken',
  method: 'GET',
  path: '/p/epd/tools/refer/user',
  access: 'user',
  input: z.object({}),
  output: z.object({ referToken: z.string().min(8) }),
});
