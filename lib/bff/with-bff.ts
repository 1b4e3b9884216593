import 'server-only';
import type { IronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { getEnv } from '@/lib/env';
import type { Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/logger';
import { withRequestContext } from '@/lib/observability/request-context';
import { getSession, type SessionData } from '@/lib/session/session';
import { describeUpstreamError, bffStatusFor, UpstreamError } from '@/lib/upstream/errors';
import { BffError, type BffAnswer } from './bff-error';
import { isSameOriginRequest } from './origin-check';
import { requestLocale } from './request-locale';

export type BffContext<P> = {
  req: NextRequest;
  params: P;
  session: IronSession<SessionData>;
  locale: Locale;
};

type Handler<P> = (ctx: BffContext<P>) => Promise<Response | { data: unknown }>;

const SAFE_METHODS = new Set(['GET', 'HEAD']);

/**
 * Every BFF route handler is `withBff(async (ctx) => …)`: the wrapper checks the origin of
 * mutating calls, opens the session, resolves the language, and turns every failure into one JSON
 * shape with a message in the user's language. A stack trace never leaves the server. The request
 * id (lib/observability) is in scope for upstream calls and log lines, and answered in `x-request-id`.
 */
export function withBff<P = Record<string, never>>(handler: Handler<P>) {
  return withRequestContext(async (req: NextRequest, route: { params: Promise<P> }): Promise<Response> => {
    const locale = requestLocale(req);
    try {
      if (!SAFE_METHODS.has(req.method) && !isSameOriginRequest(req, getEnv().publicOrigin)) {
        throw new BffError(403, 'FOREIGN_ORIGIN');
      }
      const session = await getSession();
      const result = await handler({ req, params: await route.params, session, locale });
      if (result instanceof Response) return result;
      return json({ ok: true, data: result.data }, 200);
    } catch (error) {
      return errorResponse(error, locale);
    }
  });
}

function json<T>(body: BffAnswer<T>, status: number): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store' } });
}

async function errorResponse(error: unknown, locale: Locale): Promise<NextResponse> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  const tv = await getTranslations({ locale, namespace: 'validation' });
  if (error instanceof BffError) {
    const fields = error.fields
      ? Object.fromEntries(
          Object.entries(error.fields).map(([field, text]) => [field, tv(text.key as never, text.values as never)]),
        )
      : undefined;
    const message = error.messageKey
      ? (await getTranslations({ locale }))(error.messageKey as never)
      : t(`bff.${error.code}` as never);
    return json({ ok: false, error: { code: error.code, message, fields } }, error.status);
  }
  if (error instanceof UpstreamError) {
    if (error.isUnauthorized) {
      // accounts.md 4.1: a 401 from any call ends the session.
      const session = await getSession();
      session.destroy();
      return json({ ok: false, error: { code: 'SESSION_EXPIRED', message: t('http.401') } }, 401);
    }
    const text = describeUpstreamError(error);
    const message = text.raw ?? t(text.key as never, text.values as never);
    if (error.kind !== 'rejected') logger.error({ component: 'bff', error: describeError(error) }, 'upstream call failed');
    return json({ ok: false, error: { code: error.code ?? error.kind.toUpperCase(), message } }, bffStatusFor(error));
  }
  logger.error({ component: 'bff', err: error }, 'unexpected failure');
  return json({ ok: false, error: { code: 'INTERNAL', message: t('generic') } }, 500);
}
