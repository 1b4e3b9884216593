import 'server-only';
import type { IronSession } from 'iron-session';
import { streamUpstreamFile } from '@/lib/bff/server/stream-file';
import { requireDownloadAccess } from '@/lib/guards/server/download-access';
import type { Locale } from '@/lib/i18n/routing';
import type { SessionData } from '@/lib/session/session';
import type { Viewer } from '@/lib/session/viewer';
import type { ChoiceOption } from '@/lib/site/dto';
import { callOperation } from '@/lib/upstream/operation';
import {
  listApplicationTemplates,
  listLcaCategories,
  listLcaTechnologies,
  listProductCategories,
  type ProductCategory,
} from '@/lib/upstream/operations/applications-apply';
import { listPcrs } from '@/lib/upstream/operations/pcr';
import { isApplyTemplateCode, type ApplyCatalogue, type ApplyTemplate } from '../dto';

/** `null`: a list could not be loaded, and the select says so (DICT_ERROR) instead of offering nothing. */
async function orNull<T>(load: Promise<T>): Promise<T | null> {
  try {
    return await load;
  } catch (error) {
    console.error('applications: catalogue unavailable', error instanceof Error ? error.message : error);
    return null;
  }
}

type CatalogueContext = { locale: Locale; token?: string };
/** Who reads the form's catalogue: a signed-in user (the page's guard passed), in their language. */
export type SignedInCaller = { locale: Locale; token: string };
const catalogueContext = (viewer: Viewer): CatalogueContext => ({
  locale: viewer.locale,
  token: viewer.token,
});

const option = (value: number | string, label: string, children: ChoiceOption[] = []): ChoiceOption => ({
  value: String(value),
  label,
  children,
});

/** The two-level cascader (business.md 5: the second level names the product); a parent without children has them asked. */
async function loadProductCategories(ctx: CatalogueContext): Promise<ProductCategory[]> {
  const top = await callOperation(listProductCategories, { id: 0 }, ctx);
  return Promise.all(
    top.map(async (category) =>
      category.children.length > 0
        ? category
        : { ...category, children: await callOperation(listProductCategories, { id: category.id }, ctx) },
    ),
  );
}

/** Read with the user's token (the form is behind login, business.md 2.1): never shared-cached (DESIGN.md "What is cached"). */
export async function loadApplyCatalogue(viewer: SignedInCaller): Promise<ApplyCatalogue> {
  const { locale } = viewer;
  const ctx = catalogueContext(viewer);
  const [pcrs, categories, lcaCategories] = await Promise.all([
    orNull(callOperation(listPcrs, {}, ctx)),
    orNull(loadProductCategories(ctx)),
    orNull(callOperation(listLcaCategories, {}, ctx)),
  ]);
  return {
    pcrs:
      pcrs?.map((pcr) => {
        const name =
          locale === 'en' ? (pcr.enProductName ?? pcr.productName) : (pcr.productName ?? pcr.enProductName);
        return option(pcr.pcrNumber, name ? `${pcr.pcrNumber} · ${name}` : pcr.pcrNumber);
      }) ?? null,
    productCategories:
      categories?.map((category) =>
        option(
          category.id,
          category.name,
          category.children.map((child) => option(child.id, child.name)),
        ),
      ) ?? null,
    lcaCategories: lcaCategories?.map((category) => option(category.id, category.name)) ?? null,
  };
}

export async function listTechnologyChoices(categoryId: number, viewer: Viewer): Promise<ChoiceOption[]> {
  const routes = await callOperation(listLcaTechnologies, { categoryId }, catalogueContext(viewer));
  return routes.map((route) => option(route.id, `${route.name} (${route.code})`));
}

/** The application templates in the user's language (business.md 4: three of them). */
export async function loadApplyTemplates(viewer: SignedInCaller): Promise<ApplyTemplate[] | null> {
  const i18n = viewer.locale === 'en' ? 'en' : 'zh-CN';
  const page = await orNull(
    callOperation(listApplicationTemplates, { pageNum: 1, pageSize: 10, i18n }, catalogueContext(viewer)),
  );
  // Only the three the download endpoint serves (its input is APPLY_TEMPLATE_CODES).
  return (
    page?.list.flatMap(({ code, name, fileName, version }) =>
      isApplyTemplateCode(code)
        ? [{ code, name: name ?? null, fileName: fileName ?? null, version: version ?? null }]
        : [],
    ) ?? null
  );
}

export async function streamApplyTemplate(
  code: string,
  session: IronSession<SessionData>,
  locale: Locale,
  signal: AbortSignal,
): Promise<Response> {
  const token = await requireDownloadAccess(session, locale);
  return streamUpstreamFile({
    path: `/p/template/download/${encodeURIComponent(code)}`,
    locale,
    token,
    signal,
    disposition: 'attachment',
  });
}
