import type { NextApiRequest, NextApiResponse, PageConfig } from 'next';
import type { BffAnswer } from '@/lib/bff/endpoint';
import { HANDOFF_HEADER, takeHandedAnswer } from '@/lib/cache/visitor-html';
import { ERROR_STATUS } from '@/lib/errors/error-codes';
import { loadMessages } from '@/lib/i18n/messages';

/** A visitor's page from the visitor HTML cache, reached only by proxy.ts's rewrite (docs/architecture.md "Cached HTML for visitors").
 * A Pages Router API route: Next drops a proxy answer's content-encoding, here a stored gzip body goes out as it is. */
export const config: PageConfig = { api: { bodyParser: false, responseLimit: false } };

export default async function visitorAnswer(req: NextApiRequest, res: NextApiResponse): Promise<void> {
  const answer = takeHandedAnswer(req.headers[HANDOFF_HEADER]);
  if (!answer) {
    // Asked for directly, or with an id that is not (or no longer) there: as any unknown BFF path.
    const locale = req.headers['x-portal-locale'] === 'en' ? 'en' : 'zh';
    const errors = (await loadMessages(locale)).errors as { bff: { UNKNOWN_OPERATION: string } };
    res.statusCode = ERROR_STATUS.UNKNOWN_OPERATION;
    res.setHeader('cache-control', 'no-store');
    res.setHeader('content-type', 'application/json');
    const body: BffAnswer<never> = {
      ok: false,
      error: { code: 'UNKNOWN_OPERATION', message: errors.bff.UNKNOWN_OPERATION },
    };
    res.end(JSON.stringify(body));
    return;
  }
  res.statusCode = 200;
  if (answer.gzip) res.setHeader('content-encoding', 'gzip');
  res.setHeader('content-length', answer.body.length);
  res.end(answer.body);
}
