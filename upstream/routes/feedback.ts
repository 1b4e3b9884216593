import * as z from 'zod';
import { emailSchema } from '../accounts/account-rules.ts';
import { spendCaptchaVerification } from '../captcha/captcha-reasons.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { execute } from '../db/sql.ts';
import { optionalUser } from '../http/auth.ts';
import { ok } from '../http/envelope.ts';
import { requestLanguage } from '../http/language.ts';
import { readJsonBody } from '../http/validate.ts';

// Feedback (business.md 2.2, 3 "Feedback", 5, 7): every field required, a valid e-mail, and the
// slider puzzle passed: `token` is the captchaVerification, spent here as the code-sending
// calls spend theirs (6110 when it is missing, used or older than 180 s). Visitors may send it
// (the spec asks only for the fields and the puzzle): the Authorization token is optional, and
// a signed-in sender's feedback is filed under their account.

const feedbackBody = z.object({
  companyName: z.string().trim().min(1).max(100),
  nickname: z.string().trim().min(1).max(32),
  phone: z
    .string()
    .trim()
    .regex(/^[0-9+\-() ]{5,20}$/, 'Invalid phone number'),
  mail: emailSchema,
  information: z.string().trim().min(1).max(2000),
  token: z.string().trim().min(1).max(1024),
});

export function registerFeedbackRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /p/suggest/save – stores the feedback of a visitor or a user (read back with GET /__dev/feedback); answers {id}.
  app.post('/p/suggest/save', async (c) => {
    const userId = optionalUser(c)?.userId ?? null;
    const body = await readJsonBody(c, feedbackBody);
    // Spent only once the form is valid, so a typo does not cost the user the puzzle.
    spendCaptchaVerification(db, body.token, now(), requestLanguage(c));
    const { lastInsertRowid } = execute(
      db,
      `INSERT INTO feedback (user_id, company_name, nickname, phone, mail, information, created_at)
       VALUES (?, ?, ?, ?, ?, ?, ?)`,
      userId,
      body.companyName,
      body.nickname,
      body.phone,
      body.mail,
      body.information,
      now(),
    );
    return ok(c, { id: Number(lastInsertRowid) });
  });
}
