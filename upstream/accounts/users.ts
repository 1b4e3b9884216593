import type { DatabaseSync } from 'node:sqlite';
import { execute, queryOne } from '../db/sql.ts';
import type { Language } from '../http/language.ts';
import { localise } from '../http/language.ts';
import { issueToken } from './tokens.ts';

export const AccountType = { Phone: 1, Email: 2 } as const;
export const AuditStatus = { UnderReview: 0, Approved: 1, Rejected: 2 } as const;
export const UserStatus = { CancellationUnderReview: 0, Active: 1 } as const;

export type UserRow = {
  id: number;
  userAccount: string;
  accountType: number;
  userName: string | null;
  companyName: string | null;
  companyCode: string | null;
  auditStatus: number;
  reasonReject: string | null;
  userStatus: number;
  locked: number;
  passwordHash: string | null;
  industryCategory: string | null;
  companyForm: string | null;
  companyType: number | null;
  contacts: string | null;
  department: string | null;
  job: string | null;
  iprofessionId: string | null;
  professionId: string | null;
  productTypeHierarchy: string | null;
  otherProfession: string | null;
  demand: string | null;
  channelId: string | null;
  newchannelId: string | null;
  otherChannel: string | null;
  createdAt: number;
  updatedAt: number;
};

const USER_COLUMNS = `id, user_account AS userAccount, account_type AS accountType, user_name AS userName,
  company_name AS companyName, company_code AS companyCode, audit_status AS auditStatus,
  reason_reject AS reasonReject, user_status AS userStatus, locked, password_hash AS passwordHash,
  industry_category AS industryCategory, company_form AS companyForm, company_type AS companyType,
  contacts, department, job, iprofession_id AS iprofessionId, profession_id AS professionId,
  product_type_hierarchy AS productTypeHierarchy, other_profession AS otherProfession, demand,
  channel_id AS channelId, newchannel_id AS newchannelId, other_channel AS otherChannel,
  created_at AS createdAt, updated_at AS updatedAt`;

/** accounts.md 3 "Stored user info": what login hands the portal to keep. */
export type PortalUserVO = {
  id: number;
  userName: string | null;
  userAccount: string;
  companyName: string | null;
  companyCode: string | null;
  auditStatus: number;
  accountType: number;
  industryCategoryName: string | null;
  reasonReject: string | null;
  companyType: number | null;
};

export type LoginAnswer = { portalUserVO: PortalUserVO; tokenVO: { token: string } };

export function findUserById(db: DatabaseSync, id: number): UserRow | undefined {
  return queryOne<UserRow>(db, `SELECT ${USER_COLUMNS} FROM users WHERE id = ?`, id);
}

/** Phone numbers as typed; e-mail addresses are stored and looked up lower-cased. */
export function findUserByAccount(db: DatabaseSync, account: string): UserRow | undefined {
  return queryOne<UserRow>(
    db,
    `SELECT ${USER_COLUMNS} FROM users WHERE user_account = ?`,
    account.trim().toLowerCase(),
  );
}

export type NewUser = {
  userAccount: string;
  accountType: number;
  auditStatus: number;
  passwordHash?: string;
  companyName?: string;
  industryCategory?: string;
  companyForm?: string;
};

export function createUser(db: DatabaseSync, user: NewUser, now: number): UserRow {
  const { lastInsertRowid } = execute(
    db,
    `INSERT INTO users (user_account, account_type, audit_status, password_hash, company_name,
                        industry_category, company_form, created_at, updated_at)
     VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
    user.userAccount.trim().toLowerCase(),
    user.accountType,
    user.auditStatus,
    user.passwordHash ?? null,
    user.companyName ?? null,
    user.industryCategory ?? null,
    user.companyForm ?? null,
    now,
    now,
  );
  const created = findUserById(db, Number(lastInsertRowid));
  if (!created) throw new Error('User was not stored');
  return created;
}

export function toPortalUserVO(db: DatabaseSync, user: UserRow, language: Language): PortalUserVO {
  return {
    id: user.id,
    userName: user.userName,
    userAccount: user.userAccount,
    companyName: user.companyName,
    companyCode: user.companyCode,
    auditStatus: user.auditStatus,
    accountType: user.accountType,
    industryCategoryName: dictionaryValue(db, 'INDUSTRY_CATEGORY', user.industryCategory, language),
    reasonReject: user.reasonReject,
    companyType: user.companyType,
  };
}

/** A new session for `user`, answered as every login call answers (accounts.md 4.1). */
export function startSession(db: DatabaseSync, user: UserRow, language: Language, now: number): LoginAnswer {
  return {
    portalUserVO: toPortalUserVO(db, user, language),
    tokenVO: { token: issueToken(db, user.id, 'session', now) },
  };
}

/** The item's name in `language` for a code of a flat dictionary, or null. */
export function dictionaryValue(
  db: DatabaseSync,
  typeCode: string,
  itemCode: string | null,
  language: Language,
): string | null {
  if (itemCode === null) return null;
  const row = queryOne<{ valueZh: string; valueEn: string }>(
    db,
    'SELECT value_zh AS valueZh, value_en AS valueEn FROM dict_items WHERE type_code = ? AND item_code = ?',
    typeCode,
    itemCode,
  );
  return row ? localise(language, row.valueZh, row.valueEn) : null;
}
