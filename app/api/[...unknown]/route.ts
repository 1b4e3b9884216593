import { NextResponse, type NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import { requestLocale } from '@/lib/i18n/request-locale';
import { ERROR_STATUS } from '@/lib/errors/error-codes';
import { withRequestContext } from '@/lib/observability/server/request-context';

// Any /api path no route declares: the endpoint declarations are the BFF's allowlist; the rest is a JSON 404.
async function unknownEndpoint(req: NextRequest): Promise<NextResponse> {
  const t = await getTranslations({ locale: requestLocale(req), namespace: 'errors' });
  return NextResponse.json(
    { ok: false, error: { code: 'UNKNOWN_OPERATION', message: t('bff.UNKNOWN_OPERATION') } },
    { status: ERROR_STATUS.UNKNOWN_OPERATION, headers: { 'cache-control': 'no-store' } },
  );
}

export const GET = withRequestContext(unknownEndpoint);
export const POST = withRequestContext(unknownEndpoint);
