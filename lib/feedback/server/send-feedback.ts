import 'server-only';
import type * as z from '@/lib/validation/zod';
import { DomainError } from '@/lib/errors/domain-error';
import { isSignedIn, type Viewer } from '@/lib/session/viewer';
import { UpstreamError } from '@/lib/upstream/errors';
import { callOperation } from '@/lib/upstream/operation';
import { saveFeedback } from '@/lib/upstream/operations/feedback';
import type { feedbackSendSchema } from '../schemas';

/** Wire names per business.md 3. A visitor refused with 401 is asked to sign in (LOGIN_REQUIRED), not told a
 *  session ended. */
export async function sendFeedback(
  input: z.output<typeof feedbackSendSchema>,
  viewer: Viewer,
): Promise<void> {
  try {
    await callOperation(
      saveFeedback,
      {
        companyName: input.companyName,
        nickname: input.name,
        phone: input.phone,
        mail: input.email,
        information: input.message,
        token: input.captchaVerification,
      },
      { locale: viewer.locale, token: viewer.token },
    );
  } catch (error) {
    if (error instanceof UpstreamError && error.isUnauthorized && !isSignedIn(viewer))
      throw new DomainError('LOGIN_REQUIRED');
    throw error;
  }
}
