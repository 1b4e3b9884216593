import 'server-only';
import type { Locale } from '@/lib/i18n/routing';
import type { ListPage } from '../endpoints';
import { describeError, logger } from '@/lib/observability/server/logger';
import { callOperation } from '@/lib/upstream/operation';
import { listDictionary } from '@/lib/upstream/operations/dict';
import { listResources, type ResourceRecord } from '@/lib/upstream/operations/resources';
import { cumulativePage } from '../paging';
import { fileUrls } from '../file-urls';
import { DEFAULT_RESOURCE_TYPES, RESOURCE_PAGE_SIZE, type ResourceCard } from '../resources';

export function toResourceCard(record: ResourceRecord, type: number): ResourceCard {
  const files: ResourceCard['files'] = [];
  if (record.cnResourceFileId) files.push({ lang: 'zh', url: fileUrls.resourceFile(type, record.id, 'zh') });
  if (record.enResourceFileId) files.push({ lang: 'en', url: fileUrls.resourceFile(type, record.id, 'en') });
  return {
    id: record.id,
    name: record.resourceName,
    introduction: record.resourceIntroduce?.trim() || null,
    imageUrl: record.resourceImageId ? fileUrls.resourceImage(type, record.id) : null,
    files,
  };
}

export type ResourceType = { id: number; label: string | null };

/** The RESOURCE_TYPE dictionary (business.md 7), else DEFAULT_RESOURCE_TYPES with the portal's labels (business.md 9). */
export async function loadResourceTypes(locale: Locale): Promise<ResourceType[]> {
  try {
    const items = await callOperation(listDictionary, { type: 'RESOURCE_TYPE' }, { locale });
    const types = items
      .map((item) => ({ id: Number(item.id), label: item.itemValue }))
      .filter((type) => Number.isInteger(type.id) && type.id > 0);
    if (types.length > 0) return types;
  } catch (error) {
    logger.warn({ error: describeError(error) }, 'resources: types unavailable');
  }
  return DEFAULT_RESOURCE_TYPES.map((id) => ({ id, label: null }));
}

export type ResourceListing = { items: ResourceCard[]; total: number; page: number };

export async function loadResourceListing(
  type: number,
  page: number,
  locale: Locale,
): Promise<ResourceListing> {
  const answer = await callOperation(
    listResources,
    { type, ...cumulativePage(page, RESOURCE_PAGE_SIZE) },
    { locale },
  );
  return { items: answer.list.map((record) => toResourceCard(record, type)), total: answer.totals, page };
}

export async function findResource(type: number, id: number, locale: Locale): Promise<ResourceRecord | null> {
  for (let pageNum = 1; pageNum <= 20; pageNum++) {
    const answer = await callOperation(listResources, { type, pageNum, pageSize: 100 }, { locale });
    const found = answer.list.find((record) => record.id === id);
    if (found) return found;
    if (answer.list.length < 100 || pageNum * 100 >= answer.totals) return null;
  }
  return null;
}

export async function loadResourcesPage(
  type: number,
  page: number,
  locale: Locale,
): Promise<ListPage<ResourceCard>> {
  const answer = await callOperation(
    listResources,
    { type, pageNum: page, pageSize: RESOURCE_PAGE_SIZE },
    { locale },
  );
  return { items: answer.list.map((record) => toResourceCard(record, type)), total: answer.totals };
}
