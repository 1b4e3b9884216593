import * as z from 'zod';
import { sendInnerMessage } from '../accounts/inner-messages.ts';
import { findUserByAccount } from '../accounts/users.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { notFound } from '../http/errors.ts';
import { readJsonBody } from '../http/validate.ts';

// Dev operation of system messages (DESIGN.md "Reference upstream"): the back office
// writes to one user. Registered by routes/dev.ts only with UPSTREAM_DEV_OPS=1.

const messageBody = z.object({
  account: z.string().trim().min(1).max(128),
  // HTML as the back office writes it; the portal sanitises what it shows.
  sendMsg: z.string().trim().min(1).max(20_000),
  sendMsgEn: z.string().trim().max(20_000).optional().nullable(),
});

export function registerMessageDevRoutes(app: UpstreamApp, { db, now }: UpstreamDeps): void {
  // POST /__dev/messages – sends a system message (unread) to an account; answers {id}.
  app.post('/__dev/messages', async (c) => {
    const body = await readJsonBody(c, messageBody);
    const user = findUserByAccount(db, body.account);
    if (!user) throw notFound('User not found');
    const id = sendInnerMessage(db, {
      userId: user.id,
      zh: body.sendMsg,
      en: body.sendMsgEn || null,
      sentAt: now(),
    });
    return ok(c, { id });
  });
}
