import { randomBytes } from 'node:crypto';
import type { DatabaseSync } from 'node:sqlite';
import * as z from 'zod';
import { REFUSAL_CODE } from '../accounts/refusals.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute, queryOne } from '../db/sql.ts';
import { requireUser } from '../http/auth.ts';
import { fail, ok } from '../http/envelope.ts';
import { escapeHtml } from '../http/html.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// The external LCA tool (accounts.md 4.10, DESIGN.md "The external LCA tool"): a user
// subscribes, the portal checks the subscription, asks for a refer token and opens the
// tool with it. The refer token is short-lived, bound to the user, and opens nothing of
// the platform; the session token never leaves the portal. GET /lca-tool stands in for
// the tool in the demo (the portal's LCA_TOOL_URL points at it).

/** How long a refer token opens the tool. */
export const REFER_TOKEN_LIFETIME_MS = 10 * 60 * 1000;

const required = (max: number) => z.string().trim().min(1).max(max);
const subscribeBody = z.object({
  mobile: z
    .string()
    .trim()
    .max(32)
    .optional()
    .nullable()
    .transform((value) => (value ? value : null)),
  username: required(32),
  companyName: required(64),
  industryCategory: z.coerce.string().trim().min(1).max(64),
  position: required(64),
});

const notSubscribed = {
  zh: '请先订阅 LCA 工具',
  en: 'Subscribe to the LCA tool first',
} as const;

type ReferRow = { userId: number; expiresAt: number; companyName: string | null; userAccount: string };

export function registerLcaToolRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /p/subscription/subscribe – the subscription form (username, companyName,
  // industryCategory, position required; mobile optional); subscribing again updates it.
  app.post('/p/subscription/subscribe', async (c) => {
    const { userId } = requireUser(c);
    const body = await readJsonBody(c, subscribeBody);
    const at = now();
    execute(
      db,
      `INSERT INTO lca_subscriptions (user_id, mobile, username, company_name, industry_category, position,
                                      created_at, updated_at)
       VALUES (?, ?, ?, ?, ?, ?, ?, ?)
       ON CONFLICT (user_id) DO UPDATE SET mobile = excluded.mobile, username = excluded.username,
         company_name = excluded.company_name, industry_category = excluded.industry_category,
         position = excluded.position, updated_at = excluded.updated_at`,
      userId,
      body.mobile,
      body.username,
      body.companyName,
      body.industryCategory,
      body.position,
      at,
      at,
    );
    return ok(c, null);
  });

  // GET /p/subscription/checkSubscription – data true when the caller has subscribed.
  app.get('/p/subscription/checkSubscription', (c) => {
    const { userId } = requireUser(c);
    return ok(c, isSubscribed(db, userId));
  });

  // GET /p/epd/tools/refer/user – {referToken}: a new random token that opens the tool
  // for the caller for 10 minutes. Only for a subscriber (code 500 otherwise).
  app.get('/p/epd/tools/refer/user', (c) => {
    const { userId } = requireUser(c);
    if (!isSubscribed(db, userId)) return fail(c, REFUSAL_CODE, notSubscribed[requestLanguage(c)]);
    const referToken = randomBytes(24).toString('base64url');
    const at = now();
    execute(db, 'DELETE FROM lca_refer_tokens WHERE expires_at <= ?', at);
    execute(
      db,
      'INSERT INTO lca_refer_tokens (token, user_id, created_at, expires_at) VALUES (?, ?, ?, ?)',
      referToken,
      userId,
      at,
      at + REFER_TOKEN_LIFETIME_MS,
    );
    return ok(c, { referToken });
  });

  // GET /lca-tool?refer=TOKEN – the demo's stand-in for the external tool: a small
  // bilingual page saying whether the refer token was accepted, and for whom.
  app.get('/lca-tool', (c) => {
    const token = c.req.query('refer')?.trim() ?? '';
    const row = token
      ? queryOne<ReferRow>(
          db,
          `SELECT t.user_id AS userId, t.expires_at AS expiresAt, s.company_name AS companyName,
                  u.user_account AS userAccount
             FROM lca_refer_tokens t
             JOIN users u ON u.id = t.user_id
             LEFT JOIN lca_subscriptions s ON s.user_id = t.user_id
            WHERE t.token = ?`,
          token,
        )
      : undefined;
    const accepted = row !== undefined && row.expiresAt > now() && row.companyName !== null;
    c.header('Content-Security-Policy', "default-src 'none'; style-src 'unsafe-inline'; base-uri 'none'");
    c.header('Cache-Control', 'no-store');
    c.header('Referrer-Policy', 'no-referrer');
    c.header('X-Content-Type-Options', 'nosniff');
    return c.html(toolPage(accepted ? (row?.companyName ?? null) : null), accepted ? 200 : 401);
  });
}

function isSubscribed(db: DatabaseSync, userId: number): boolean {
  return queryOne(db, 'SELECT 1 FROM lca_subscriptions WHERE user_id = ?', userId) !== undefined;
}

/** The demo tool's page: "accepted for <company>" or "invalid or expired", in both languages. */
function toolPage(companyName: string | null): string {
  const accepted = companyName !== null;
  const body = accepted
    ? `<p class="status ok">✓ 引用令牌有效 · Refer token accepted</p>
      <p>欢迎，<strong data-testid="company">${escapeHtml(companyName)}</strong></p>
      <p lang="en">Refer token accepted for <strong>${escapeHtml(companyName)}</strong>.</p>
      <p class="note">这是演示环境中的 LCA 工具占位页面：真实工具会在此用引用令牌换取用户身份并打开建模界面。</p>
      <p class="note" lang="en">This page stands in for the LCA tool in the demo: the real tool exchanges the refer token for the user's identity and opens its modelling workspace here.</p>`
    : `<p class="status bad">✗ 引用令牌无效或已过期 · Refer token invalid or expired</p>
      <p>请回到平台，从“LCA 工具”入口重新打开。</p>
      <p lang="en">Please go back to the platform and open the tool again from “LCA tool”.</p>`;
  return `<!doctype html>
<html lang="zh-CN">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta name="robots" content="noindex">
<title>LCA 在线计算工具 · LCA tool (demo)</title>
<style>
  body { margin: 0; font: 16px/1.6 system-ui, -apple-system, "Segoe UI", "PingFang SC", "Noto Sans SC", sans-serif;
         background: #f3f6f9; color: #1d2b36; }
  main { max-width: 560px; margin: 12vh auto; padding: 32px 36px; background: #fff; border-radius: 12px;
         box-shadow: 0 4px 24px rgba(20, 50, 80, .08); }
  h1 { margin: 0 0 4px; font-size: 22px; }
  h1 + p { margin: 0 0 24px; color: #5b6b78; }
  .status { font-weight: 600; padding: 10px 14px; border-radius: 8px; }
  .ok { background: #e7f6ee; color: #17693f; }
  .bad { background: #fdecec; color: #a32020; }
  .note { font-size: 14px; color: #5b6b78; }
</style>
</head>
<body>
<main data-state="${accepted ? 'accepted' : 'rejected'}">
  <h1>LCA 在线计算工具</h1>
  <p lang="en">LCA tool · demo</p>
  ${body}
</main>
</body>
</html>
`;
}
