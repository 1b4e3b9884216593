import 'server-only';
import type { IronSession } from 'iron-session';
import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type * as z from '@/lib/validation/zod';
import { getEnv } from '@/lib/env/server/env';
import { DomainError } from '@/lib/errors/domain-error';
import { ERROR_STATUS } from '@/lib/errors/error-codes';
import { requireApiAccess } from '@/lib/guards/server/api-access';
import type { FreshUser } from '@/lib/viewer/user';
import { localizedPath, splitLocale, type Locale } from '@/lib/i18n/routing';
import { describeError, logger } from '@/lib/observability/server/logger';
import { safeReturnPath } from '@/lib/security/safe-return-path';
import { withRequestContext } from '@/lib/observability/server/request-context';
import { endExpiredSession, getSession, type SessionData } from '@/lib/session/session';
import type { SignedInViewer, Viewer } from '@/lib/session/viewer';
import {
  describeUpstreamError,
  bffStatusFor,
  isPresentableServerMessage,
  UpstreamError,
} from '@/lib/upstream/errors';
import { isValidationKey } from '@/lib/validation/error-text';
import { toFieldErrors, type FieldErrors } from '@/lib/validation/field-errors';
import { JSON_BODY_LIMIT, type BffAnswer, type Endpoint, type WriteLimit } from '../endpoint';
import { clientKey, waitBeforeToken } from './rate-limit';
import { readLimitedText, readMultipart } from './read-body';
import { isSameOriginRequest } from '../origin-check';
import { requestLocale } from '@/lib/i18n/request-locale';

export type BffContext<E extends Endpoint> = {
  req: NextRequest;
  input: z.output<E['input']>;
  viewer: E['access'] extends 'public' ? Viewer : SignedInViewer;
  /** For an endpoint guarded by a route: the user as upstream tells it now. */
  fresh: E['access'] extends { route: unknown } ? FreshUser : undefined;
  /** Only for handlers that open, refresh or end the session (login, logout, registration). */
  session: IronSession<SessionData>;
  locale: Locale;
};

type Result<E extends Endpoint> = E['output'] extends z.ZodMiniType
  ? z.input<E['output']> | Response
  : Response;

/** Every BFF route handler is `withBff(endpoint, handler)` (STYLE.md habit 8): origin, content type, session, access and
 * write limit before a byte of the body is read; then the body within `maxBody`, the input (400, never sent upstream),
 * the answer's DTO, and every failure as one JSON shape in the user's language. No stack trace leaves the server. */
export function withBff<E extends Endpoint>(
  endpoint: E,
  handler: (ctx: BffContext<E>) => Promise<Result<E>>,
) {
  return withRequestContext(
    async (
      req: NextRequest,
      route: { params: Promise<Record<string, string | string[]>> },
    ): Promise<Response> => {
      const locale = requestLocale(req);
      let input: Record<string, unknown> | undefined;
      const body: ReadBody = { discardRest: () => {} };
      try {
        if (req.method !== endpoint.method) throw new DomainError('METHOD_NOT_ALLOWED');
        if (endpoint.method === 'POST') {
          if (!isSameOriginRequest(req, getEnv().publicOrigin)) throw new DomainError('FOREIGN_ORIGIN');
          checkContentType(req, endpoint.body ?? 'json');
        }
        const session = await getSession();
        const viewer: Viewer = {
          locale,
          token: session.token,
          user: session.token ? session.user : undefined,
        };
        const params = (await route.params) as Record<string, string>;
        const fresh = await applyAccess(endpoint, session, viewer, params, req);
        if (fresh) viewer.user = session.user;
        const raw = { ...(await readInput(req, endpoint, body)), ...params };
        const parsed = endpoint.input.safeParse(raw);
        if (!parsed.success) throw new DomainError('INVALID_INPUT', { fields: toFieldErrors(parsed.error) });

        input = parsed.data as Record<string, unknown>;
        // applyAccess has refused a visitor where the endpoint is not public, and loaded `fresh` where it names a route.
        const result = await handler({
          req,
          input: parsed.data as z.output<E['input']>,
          viewer,
          fresh,
          session,
          locale,
        } as BffContext<E>);
        if (result instanceof Response) return result;
        if (!endpoint.output) throw new Error(`${endpoint.path}: a file endpoint answered JSON`);
        const answer = endpoint.output.safeParse(result);
        if (!answer.success) {
          logger.error(
            {
              component: 'bff',
              endpoint: `${endpoint.method} ${endpoint.path}`,
              issues: answer.error.issues.slice(0, 3),
            },
            'answer outside its DTO',
          );
          throw new DomainError('INTERNAL');
        }
        return json({ ok: true, data: answer.data }, 200);
      } catch (error) {
        return loginPageFor(req, error, locale) ?? errorResponse(error, locale, input);
      } finally {
        body.discardRest();
      }
    },
  );
}

/** What is left to do with a body read in part: an upload refused half-way drops the rest. */
type ReadBody = { discardRest: () => void };

/** A download link opened as a page by someone not signed in goes to the login and back, as a protected page does. */
function loginPageFor(req: NextRequest, error: unknown, locale: Locale): NextResponse | null {
  if (
    !(error instanceof DomainError) ||
    (error.code !== 'LOGIN_REQUIRED' && error.code !== 'SESSION_EXPIRED')
  )
    return null;
  if (req.method !== 'GET' || req.headers.get('sec-fetch-dest') !== 'document') return null;
  const origin = getEnv().publicOrigin;
  const referer = req.headers.get('referer');
  const from = referer?.startsWith(`${origin}/`) ? safeReturnPath(referer.slice(origin.length)) : '/';
  const { pathname } = splitLocale(new URL(from, origin).pathname);
  const back = pathname + new URL(from, origin).search;
  return NextResponse.redirect(
    new URL(`${localizedPath(locale, '/')}?login=required&redirect=${encodeURIComponent(back)}`, origin),
    303,
  );
}

/** DESIGN.md "CSRF": a mutating call's body is JSON, or multipart where an upload is expected. */
function checkContentType(req: NextRequest, body: 'json' | 'multipart') {
  const type = (req.headers.get('content-type') ?? '').split(';')[0]?.trim().toLowerCase();
  const expected = body === 'json' ? 'application/json' : 'multipart/form-data';
  if (type !== expected) throw new DomainError('UNSUPPORTED_MEDIA_TYPE');
}

/** Before the body is read: signed in, within the write limit, then the route's guard (an upstream call, so after the limit). */
async function applyAccess(
  endpoint: Endpoint,
  session: IronSession<SessionData>,
  viewer: Viewer,
  params: Record<string, string>,
  req: NextRequest,
): Promise<FreshUser | undefined> {
  if (endpoint.access !== 'public' && (!viewer.token || !viewer.user))
    throw new DomainError('LOGIN_REQUIRED');
  if (endpoint.limit) await applyWriteLimit(endpoint.path, endpoint.limit, viewer, clientKey(req));
  if (endpoint.access === 'public' || endpoint.access === 'user') return undefined;
  const { route } = endpoint.access;
  const guarded = typeof route === 'function' ? route(params) : route;
  if (!guarded) throw new DomainError('UNKNOWN_OPERATION');
  return requireApiAccess(guarded, session, viewer.locale);
}

async function applyWriteLimit(
  path: string,
  limit: WriteLimit,
  viewer: Viewer,
  client: string,
): Promise<void> {
  const name = `write:${path.replaceAll(':', '')}`;
  const subject = viewer.user ? `user:${viewer.user.id}` : `client:${client}`;
  const waits = [await waitBeforeToken(`${name}:${subject}`, limit.perSubject, limit.windowMs)];
  if (limit.perClient)
    waits.push(await waitBeforeToken(`${name}:any-client:${client}`, limit.perClient, limit.windowMs));
  const wait = Math.max(...waits);
  if (wait > 0) throw new DomainError('TOO_MANY_REQUESTS', { retryAfterSeconds: Math.ceil(wait / 1000) });
}

async function readInput(
  req: NextRequest,
  endpoint: Endpoint,
  body: ReadBody,
): Promise<Record<string, unknown>> {
  if (req.method === 'GET') return Object.fromEntries(req.nextUrl.searchParams);
  const limit = endpoint.maxBody ?? JSON_BODY_LIMIT;
  if (endpoint.body === 'multipart') {
    const { fields, discardRest } = await readMultipart(req, limit);
    body.discardRest = discardRest;
    return fields;
  }
  const text = await readLimitedText(req, limit);
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    parsed = undefined;
  }
  return parsed && typeof parsed === 'object' && !Array.isArray(parsed)
    ? (parsed as Record<string, unknown>)
    : {};
}

function json<T>(body: BffAnswer<T>, status: number, headers: Record<string, string> = {}): NextResponse {
  return NextResponse.json(body, { status, headers: { 'cache-control': 'no-store', ...headers } });
}

/** A 400's field messages worded from `validation`; a key not ours is "invalid", so no schema's raw text reaches the browser. */
export async function localiseFieldErrors(
  fields: FieldErrors,
  locale: Locale,
): Promise<Record<string, string>> {
  const tv = await getTranslations({ locale, namespace: 'validation' });
  return Object.fromEntries(
    Object.entries(fields).map(([field, text]) => [
      field,
      isValidationKey(tv.has, text.key) ? tv(text.key, text.values) : tv('invalid'),
    ]),
  );
}

/** Platform refusals about one field: the message also goes under the first listed field the request carries. */
const FIELDS_OF_SERVER_MESSAGE: Partial<Record<string, readonly string[]>> = {
  CHECK_CODE_ERROR: ['code'],
  CHECK_CODE_OUT_TIME: ['code'],
  USER_NOT_FOUND: ['email', 'mobile'],
  ACCOUNT_NUMBER_EXISTS: ['email', 'mobile'],
};

async function errorResponse(
  error: unknown,
  locale: Locale,
  input?: Record<string, unknown>,
): Promise<NextResponse> {
  const t = await getTranslations({ locale, namespace: 'errors' });
  if (error instanceof DomainError) {
    const fields = error.fields ? await localiseFieldErrors(error.fields, locale) : undefined;
    const message = error.notice
      ? (await getTranslations({ locale, namespace: 'guards.notice' }))(error.notice)
      : t(`bff.${error.code}`);
    if (error.code === 'SESSION_EXPIRED') await endExpiredSession(await getSession());
    const retry = error.retryAfterSeconds ? { 'retry-after': String(error.retryAfterSeconds) } : undefined;
    return json({ ok: false, error: { code: error.code, message, fields } }, ERROR_STATUS[error.code], retry);
  }
  if (error instanceof UpstreamError) {
    if (error.isUnauthorized) {
      // accounts.md 4.1: a 401 from any call ends the session.
      await endExpiredSession(await getSession());
      return json({ ok: false, error: { code: 'SESSION_EXPIRED', message: t('http.401') } }, 401);
    }
    const text = describeUpstreamError(error);
    const message = text.raw ?? t(text.key, text.values);
    const candidates =
      error.kind === 'rejected' && error.serverMessage
        ? FIELDS_OF_SERVER_MESSAGE[error.serverMessage]
        : undefined;
    const field = input && candidates?.find((name) => name in input);
    if (field) {
      return json(
        { ok: false, error: { code: error.code ?? 'REJECTED', message, fields: { [field]: message } } },
        bffStatusFor(error),
      );
    }
    if (error.kind !== 'rejected')
      logger.error({ component: 'bff', error: describeError(error) }, 'upstream call failed');
    else if (
      error.serverMessage &&
      text.raw === undefined &&
      !isPresentableServerMessage(error.serverMessage)
    ) {
      logger.warn(
        { component: 'bff', error: describeError(error) },
        'upstream refusal with a technical message: the user was given its code',
      );
    }
    return json(
      { ok: false, error: { code: error.code ?? error.kind.toUpperCase(), message } },
      bffStatusFor(error),
    );
  }
  logger.error({ component: 'bff', err: error }, 'unexpected failure');
  return json({ ok: false, error: { code: 'INTERNAL', message: t('generic') } }, 500);
}
