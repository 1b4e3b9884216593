import type { Context } from 'hono';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { companyNameSchema, dictCodeSchema } from '../accounts/account-rules.ts';
import { requireDictItem, requireDictItemById } from '../accounts/dictionary-choice.ts';
import { forbidden } from '../accounts/refusals.ts';
import type { UserRow } from '../accounts/users.ts';
import { AuditStatus, dictionaryValue, findUserById, toPortalUserVO } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps, UpstreamEnv } from '../context.ts';
import { execute } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { formatChinaDateTime } from '../http/china-date-time.ts';
import { ok } from '../http/envelope.ts';
import { badRequest, unauthorized } from '../http/errors.ts';
import type { Language } from '../http/language.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

const optionalText = (max: number) =>
  z
    .string()
    .trim()
    .max(max)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null));
// accounts.md 3 names these fields ids: a dictionary item's id, as a number or its digits ('' = none).
const dictIdSchema = z.union([z.number().int().nonnegative(), z.string().trim().max(18)]).transform(String);
const optionalId = z.preprocess((value) => (value === '' ? null : value), dictIdSchema.optional().nullable());

// accounts.md 3 "Supplement company info", shown after a first login without a name.
const supplementBody = z.object({
  userName: companyNameSchema,
  companyType: dictCodeSchema,
  contacts: z.string().trim().min(1).max(32),
  department: optionalText(64),
  job: optionalText(64),
  iprofessionId: optionalId,
  professionId: optionalId,
  // "JSON list of industry ids": a list, or the list already written as JSON text.
  productTypeHierarchy: z
    .union([z.array(z.union([z.string(), z.number()])).max(100), z.string().max(2000)])
    .optional()
    .nullable(),
  otherProfession: optionalText(64),
  demand: optionalText(500),
  channelId: optionalId,
  newchannelId: optionalId,
  otherChannel: optionalText(64),
});

const userNameBody = z.object({ userName: companyNameSchema });

// business.md 5 "Modify registration": the name (as userName or companyName) and the company type.
const modifyBody = z
  .object({
    userName: companyNameSchema.optional(),
    companyName: companyNameSchema.optional(),
    companyType: dictCodeSchema,
  })
  .refine((body) => body.userName !== undefined || body.companyName !== undefined, {
    message: 'userName or companyName is required',
    path: ['userName'],
  });

export function registerUserProfileRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // A two-level choice by ids: the second, when given, is a child of the first.
  const chosenItems = (
    typeCode: string,
    first: string | null | undefined,
    second: string | null | undefined,
    fields: [string, string],
  ) => {
    const parent = first == null ? null : requireDictItemById(db, typeCode, first, fields[0]);
    const child = second == null ? null : requireDictItemById(db, typeCode, second, fields[1]);
    if (child && child.parentId !== parent?.id) throw badRequest(`${fields[1]}: not a child of ${fields[0]}`);
    return [parent, child].filter((item) => item !== null);
  };
  const currentUser = (c: Context<UpstreamEnv>): UserRow => {
    const user = findUserById(db, requireUser(c).userId);
    if (!user) throw unauthorized();
    return user;
  };
  const answerUser = (c: Context<UpstreamEnv>, id: number): Response => {
    const user = findUserById(db, id);
    if (!user) throw unauthorized();
    return ok(c, toPortalUserVO(db, user, requestLanguage(c)));
  };

  // POST /p/user/name/update – the supplement form; answers the updated portalUserVO.
  app.post('/p/user/name/update', async (c) => {
    const user = currentUser(c);
    const body = await readJsonBody(c, supplementBody);
    const companyType = requireDictItem(db, 'COMPANY_TYPE', body.companyType, 'companyType');
    const industry = chosenItems('INDUSTRY_CLASSIFICATION', body.iprofessionId, body.professionId, [
      'iprofessionId',
      'professionId',
    ]);
    const channel = chosenItems('CHANNEL_CLASSIFICATION', body.channelId, body.newchannelId, [
      'channelId',
      'newchannelId',
    ]);
    for (const id of hierarchyIds(body.productTypeHierarchy)) {
      requireDictItemById(db, 'INDUSTRY_CLASSIFICATION', id, 'productTypeHierarchy');
    }
    // "Other profession and other channel: required when the chosen item is 'other'" (accounts.md 5).
    if (industry.some((item) => item.itemCode === 'OTHER') && !body.otherProfession) {
      throw badRequest('otherProfession: required when the industry chosen is "other"');
    }
    if (channel.some((item) => item.itemCode === 'OTHER') && !body.otherChannel) {
      throw badRequest('otherChannel: required when the channel chosen is "other"');
    }
    execute(
      db,
      `UPDATE users SET user_name = ?, company_type = ?, contacts = ?, department = ?, job = ?,
              iprofession_id = ?, profession_id = ?, product_type_hierarchy = ?, other_profession = ?,
              demand = ?, channel_id = ?, newchannel_id = ?, other_channel = ?, updated_at = ?
        WHERE id = ?`,
      body.userName,
      Number(companyType.itemCode),
      body.contacts,
      body.department,
      body.job,
      body.iprofessionId ?? null,
      body.professionId ?? null,
      hierarchyText(body.productTypeHierarchy),
      body.otherProfession,
      body.demand,
      body.channelId ?? null,
      body.newchannelId ?? null,
      body.otherChannel,
      now(),
      user.id,
    );
    return answerUser(c, user.id);
  });

  // POST /p/user/updateUserName – renames the user; answers the updated portalUserVO.
  app.post('/p/user/updateUserName', async (c) => {
    const user = currentUser(c);
    const { userName } = await readJsonBody(c, userNameBody);
    execute(db, 'UPDATE users SET user_name = ?, updated_at = ? WHERE id = ?', userName, now(), user.id);
    return answerUser(c, user.id);
  });

  // POST /p/user/modify – re-submits the registration (the company name and type) after
  // a rejection: back to review (audit status 0), the old reason cleared.
  app.post('/p/user/modify', async (c) => {
    const user = currentUser(c);
    const body = await readJsonBody(c, modifyBody);
    const companyType = requireDictItem(db, 'COMPANY_TYPE', body.companyType, 'companyType');
    const companyName = body.companyName ?? body.userName ?? null;
    execute(
      db,
      `UPDATE users SET company_name = ?, user_name = ?, company_type = ?, audit_status = ?,
              reason_reject = NULL, updated_at = ?
        WHERE id = ?`,
      companyName,
      body.userName ?? companyName,
      Number(companyType.itemCode),
      AuditStatus.UnderReview,
      now(),
      user.id,
    );
    return answerUser(c, user.id);
  });

  // GET /p/portal/user/detail/{id} – the caller's own account in full (accounts.md 3
  // "User detail": userStatus 0 is cancellation under review).
  app.get('/p/portal/user/detail/:id', (c) => {
    const user = currentUser(c);
    if (c.req.param('id') !== String(user.id)) throw forbidden();
    return ok(c, userDetail(db, user, requestLanguage(c)));
  });
}

function userDetail(db: DatabaseSync, user: UserRow, language: Language) {
  return {
    ...toPortalUserVO(db, user, language),
    userStatus: user.userStatus,
    industryCategory: user.industryCategory,
    companyForm: user.companyForm,
    companyFormName: dictionaryValue(db, 'COMPANY_FORM', user.companyForm, language),
    companyTypeName: dictionaryValue(
      db,
      'COMPANY_TYPE',
      user.companyType === null ? null : String(user.companyType),
      language,
    ),
    contacts: user.contacts,
    department: user.department,
    job: user.job,
    iprofessionId: user.iprofessionId,
    professionId: user.professionId,
    productTypeHierarchy: user.productTypeHierarchy,
    otherProfession: user.otherProfession,
    demand: user.demand,
    channelId: user.channelId,
    newchannelId: user.newchannelId,
    otherChannel: user.otherChannel,
    createTime: formatChinaDateTime(user.createdAt),
  };
}

/** The ids of productTypeHierarchy, a list or the list written as JSON text; anything else is code 400. */
function hierarchyIds(value: (string | number)[] | string | null | undefined): string[] {
  if (value == null || value === '') return [];
  let list: unknown = value;
  if (typeof value === 'string') {
    try {
      list = JSON.parse(value);
    } catch {
      throw badRequest('productTypeHierarchy: not a JSON list of industry ids');
    }
  }
  if (!Array.isArray(list) || !list.every((id) => typeof id === 'number' || typeof id === 'string')) {
    throw badRequest('productTypeHierarchy: not a JSON list of industry ids');
  }
  return list.map(String);
}

function hierarchyText(value: (string | number)[] | string | null | undefined): string | null {
  if (value == null || value === '') return null;
  return typeof value === 'string' ? value : JSON.stringify(value);
}
