import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { isSameOriginRequest } from '@/lib/bff/origin-check';
import { getEnv } from '@/lib/env/server/env';
import { ERROR_STATUS, type ErrorCode } from '@/lib/errors/error-codes';
import { dropDeclarationIndex, replaceDeclarationIndex } from '@/lib/epd/server/declaration-store';
import { syntheticDeclarations } from '@/lib/epd/server/synthetic-declarations';
import { requestLocale } from '@/lib/i18n/request-locale';
import { withRequestContext } from '@/lib/observability/server/request-context';

// POST /api/dev/declaration-index {count} – the bench and tests only (PORTAL_DEV_OPS=1): the declaration index replaced
// by `count` synthetic declarations (lib/epd/server/synthetic-declarations.ts), with the time and memory it took.
// DELETE drops it, so the next search fills it again from upstream. Not a BFF endpoint (no DELETE there, and nothing
// the browser calls): 404 as an unknown address when dev operations are off.

const MAX_COUNT = 200_000;
const MB = 1024 * 1024;

async function refusal(req: NextRequest, code: ErrorCode): Promise<NextResponse> {
  const t = await getTranslations({ locale: requestLocale(req), namespace: 'errors' });
  return NextResponse.json(
    { ok: false, error: { code, message: t(`bff.${code}`) } },
    { status: ERROR_STATUS[code], headers: { 'cache-control': 'no-store' } },
  );
}

/** Dev operations off: as any address no route declares. A mutating call from another origin: refused (DESIGN.md "CSRF"). */
function refused(req: NextRequest): ErrorCode | null {
  if (!getEnv().devOps) return 'UNKNOWN_OPERATION';
  if (!isSameOriginRequest(req, getEnv().publicOrigin)) return 'FOREIGN_ORIGIN';
  return null;
}

export const POST = withRequestContext(async (req: NextRequest) => {
  const code = refused(req);
  if (code) return refusal(req, code);
  const body = (await req.json().catch(() => null)) as { count?: unknown } | null;
  const count = body?.count;
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 1 || count > MAX_COUNT)
    return refusal(req, 'INVALID_INPUT');
  const before = process.memoryUsage();
  const started = performance.now();
  const index = replaceDeclarationIndex(syntheticDeclarations(count));
  const fillMs = performance.now() - started;
  const after = process.memoryUsage();
  return NextResponse.json(
    {
      size: index.size,
      fillMs: Math.round(fillMs),
      rssBeforeMb: Math.round(before.rss / MB),
      rssAfterMb: Math.round(after.rss / MB),
      heapUsedMb: Math.round(after.heapUsed / MB),
    },
    { headers: { 'cache-control': 'no-store' } },
  );
});

export const DELETE = withRequestContext(async (req: NextRequest) => {
  const code = refused(req);
  if (code) return refusal(req, code);
  dropDeclarationIndex();
  return NextResponse.json({ dropped: true }, { headers: { 'cache-control': 'no-store' } });
});
