import 'server-only';
import { createHash } from 'node:crypto';
import type { NextRequest } from 'next/server';
import { getTranslations } from 'next-intl/server';
import type { DeclarationIndex, IndexedDeclaration } from '@/lib/epd/server/declaration-index';
import { declarationIndex } from '@/lib/epd/server/declaration-store';
import { indexedDeclaration, searchDeclarations } from '@/lib/epd/server/search';
import { epdSearchParams, type EpdSearchFilters } from '@/lib/epd/search-url';
import { chinaToday } from '@/lib/epd/validity';
import { getEnv } from '@/lib/env/server/env';
import { contentDisposition } from '@/lib/security/file-name';
import { CSV_BOM, CSV_CONTENT_TYPE, csvHeader, csvLine, csvRow, type CsvWords } from '../csv';
import { CSV_MAX_ROWS, DEFAULT_PAGE_SIZE, openApiPaths, type OpenEpdPage, type OpenLang } from '../dto';
import { openApiDocument } from '../openapi';
import { toOpenEpd, type OpenEpdContext } from '../openepd';
import { epdIdSchema, parseCsvQuery, parseListQuery } from '../schemas';
import {
  badQuery,
  cacheHeaders,
  isNotModified,
  jsonAnswer,
  notModified,
  problem,
  weakEtag,
} from './api-http';

// The open data endpoints (docs/open-data.md), each reading the declaration index (lib/epd/server), which holds only
// what a visitor's search shows: the list and the document as openEPD JSON, the CSV of a search, the OpenAPI document.

/** Rows read from the index at a time while a CSV is hashed and streamed. */
const CSV_CHUNK = 2_000;

async function documentContext(): Promise<OpenEpdContext> {
  const [zh, en] = await Promise.all([
    getTranslations({ locale: 'zh', namespace: 'meta' }),
    getTranslations({ locale: 'en', namespace: 'meta' }),
  ]);
  return { origin: getEnv().publicOrigin, operator: { zh: zh('title'), en: en('title') } };
}

const queryOf = (params: URLSearchParams) => (params.size ? `?${params}` : '');

/** GET /api/open/v1/epds: one page of the search, as the search page's filters and sorts give it. */
export async function listEpds(req: NextRequest): Promise<Response> {
  const parsed = parseListQuery(new URL(req.url).searchParams);
  if (!parsed.ok) return badQuery(parsed.invalid);
  const { page, pageSize, ...filters } = parsed.query;
  const answer = await searchDeclarations(filters, { offset: (page - 1) * pageSize, limit: pageSize });
  const pageCount = Math.ceil(answer.total / pageSize);
  if (page > Math.max(1, pageCount))
    return badQuery([
      {
        name: 'page',
        reason: `\`page\` ${page} is past the last page (${pageCount} of ${pageSize} for ${answer.total} declarations)`,
      },
    ]);
  const context = await documentContext();
  const at = (number: number) => {
    const params = new URLSearchParams(epdSearchParams({ ...filters, page: number }));
    if (pageSize !== DEFAULT_PAGE_SIZE) params.set('pageSize', String(pageSize));
    return `${context.origin}${openApiPaths.epds}${queryOf(params)}`;
  };
  const body: OpenEpdPage = {
    data: answer.items.map((declaration) => toOpenEpd(declaration, context)),
    meta: { total: answer.total, page, pageSize, pageCount },
    links: {
      self: at(page),
      next: page < pageCount ? at(page + 1) : null,
      prev: page > 1 ? at(page - 1) : null,
      csv: `${context.origin}${openApiPaths.csv}${queryOf(new URLSearchParams(epdSearchParams(filters)))}`,
    },
  };
  return jsonAnswer(req, body);
}

/** GET /api/open/v1/epds/{id}: one declaration as an openEPD document. */
export async function getEpd(req: NextRequest, params: { id: string }): Promise<Response> {
  const id = epdIdSchema.safeParse(params.id);
  if (!id.success) return badQuery([{ name: 'id', reason: id.error.issues[0]!.message }]);
  const declaration = await indexedDeclaration(id.data);
  if (!declaration)
    return problem(
      404,
      `No published declaration has the id ${id.data} (it never existed, or was withdrawn).`,
    );
  return jsonAnswer(req, toOpenEpd(declaration, await documentContext()));
}

async function csvWords(lang: OpenLang): Promise<CsvWords & { fileName: (date: string) => string }> {
  const t = await getTranslations({ locale: lang, namespace: 'openDataApi.csv' });
  return {
    headers: {
      registrationNumber: t('registrationNumber'),
      type: t('type'),
      productNameZh: t('productNameZh'),
      productNameEn: t('productNameEn'),
      company: t('company'),
      pcr: t('pcr'),
      gwp: t('gwp'),
      effectiveDate: t('effectiveDate'),
      expirationDate: t('expirationDate'),
      validity: t('validity'),
      chain: t('chain'),
      productPage: t('productPage'),
    },
    validity: { valid: t('valid'), expiring: t('expiring'), expired: t('expired') },
    chain: { data: t('chainData'), report: t('chainReport') },
    fileName: (date) => t('fileName', { date }),
  };
}

/**
 * A window of the search from one index: the one the CSV started on, so that its hash and its rows are one list; if
 * that index was retired while a slow client read (lib/epd/server/declaration-store.ts closes it after a while), the
 * current one.
 */
function reader(index: DeclarationIndex, filters: EpdSearchFilters, today: string) {
  return async (offset: number, limit: number): Promise<{ total: number; items: IndexedDeclaration[] }> => {
    try {
      return index.search({ ...filters, offset, limit }, today);
    } catch {
      return (await declarationIndex()).search({ ...filters, offset, limit }, today);
    }
  };
}

/**
 * GET /api/open/v1/epds.csv: every matching declaration (at most CSV_MAX_ROWS), streamed from the index a chunk at a
 * time. The headers leave before the rows, so the ETag is hashed from the rows first (a pass over the same index that
 * reads without writing), with the search, the language and the day (validity is China's date).
 */
export async function epdsCsv(req: NextRequest): Promise<Response> {
  const parsed = parseCsvQuery(new URL(req.url).searchParams);
  if (!parsed.ok) return badQuery(parsed.invalid);
  const { lang, ...filters } = parsed.query;
  const today = chinaToday();
  const read = reader(await declarationIndex(), filters, today);
  const first = await read(0, CSV_CHUNK);
  const rows = Math.min(first.total, CSV_MAX_ROWS);
  const chunk = async (offset: number) =>
    offset === 0 ? first.items : (await read(offset, Math.min(CSV_CHUNK, rows - offset))).items;

  const hash = createHash('sha256').update(
    `csv\n${epdSearchParams(filters)}\n${lang}\n${today}\n${first.total}\n`,
  );
  for (let offset = 0; offset < rows; offset += CSV_CHUNK)
    for (const declaration of (await chunk(offset)).slice(0, rows - offset))
      hash.update(JSON.stringify(declaration)).update('\n');
  const etag = weakEtag(hash);
  if (isNotModified(req, etag)) return notModified(etag);

  const [words, context] = await Promise.all([csvWords(lang), documentContext()]);
  const encoder = new TextEncoder();
  let offset = 0;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      controller.enqueue(encoder.encode(CSV_BOM + csvHeader(words)));
    },
    async pull(controller) {
      const taken = offset >= rows ? [] : (await chunk(offset)).slice(0, rows - offset);
      if (taken.length === 0) {
        controller.close();
        return;
      }
      offset += taken.length;
      const lines = taken.map((declaration) =>
        csvLine(csvRow(toOpenEpd(declaration, context), lang, today, words)),
      );
      controller.enqueue(encoder.encode(lines.join('')));
    },
  });
  return new Response(body, {
    status: 200,
    headers: {
      'content-type': CSV_CONTENT_TYPE,
      'content-disposition': contentDisposition('attachment', words.fileName(today)),
      'x-total-count': String(first.total),
      ...(first.total > CSV_MAX_ROWS ? { 'x-truncated': 'true' } : {}),
      ...cacheHeaders(etag),
    },
  });
}

let openApiBody: { origin: string; body: Record<string, unknown> } | null = null;

/** GET /api/open/v1/openapi.json: generated once per process from the zod schemas. */
export async function openApiJson(req: NextRequest): Promise<Response> {
  const origin = getEnv().publicOrigin;
  if (openApiBody?.origin !== origin) {
    const t = await getTranslations({ locale: 'en', namespace: 'meta' });
    openApiBody = { origin, body: openApiDocument(origin, t('title')) };
  }
  return jsonAnswer(req, openApiBody.body);
}
