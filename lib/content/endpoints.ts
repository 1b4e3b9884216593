import { defineEndpoint } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { PICTURE_WIDTHS, type PictureWidth } from './dto';
import type { NewsSummary } from './news';
import type { NoticeSummary } from './notices';
import type { PcrCard } from './pcr';
import type { ResourceCard } from './resources';

/** "More" of the public content lists (business.md 2.2): pages of card DTOs, never platform records (STYLE.md habit 9). */
const page = z.coerce.number().check(z.int(), z.gte(1), z.lte(1000));
const text = z.nullable(z.string());
const lang = z.enum(['zh', 'en']);

const newsSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  abstract: text,
  editor: text,
  publishTime: z.string(),
  day: z.string(),
  flag: z.enum(['latest', 'important', 'regular']),
  coverUrl: text,
}) satisfies z.ZodMiniType<NewsSummary>;

const noticeSummarySchema = z.object({
  id: z.number(),
  title: z.string(),
  summary: text,
  publishTime: z.string(),
  day: z.string(),
}) satisfies z.ZodMiniType<NoticeSummary>;

const pcrCardSchema = z.object({
  id: z.number(),
  pcrNumber: z.string(),
  name: z.string(),
  otherName: text,
  registerNo: text,
  author: text,
  productClass: text,
  description: text,
  documents: z.array(z.object({ lang, url: z.string() })),
}) satisfies z.ZodMiniType<PcrCard>;

const resourceCardSchema = z.object({
  id: z.number(),
  name: z.string(),
  introduction: text,
  imageUrl: text,
  files: z.array(z.object({ lang, url: z.string() })),
}) satisfies z.ZodMiniType<ResourceCard>;

const pageOf = <T extends z.ZodMiniType>(item: T) =>
  z.object({ items: z.array(item), total: z.int().check(z.gte(0)) });

export type ListPage<T> = { items: T[]; total: number };

export const contentEndpoints = {
  newsPage: defineEndpoint({
    method: 'GET',
    path: '/api/content/news',
    input: z.object({ page }),
    output: pageOf(newsSummarySchema),
    access: 'public',
  }),
  noticesPage: defineEndpoint({
    method: 'GET',
    path: '/api/content/notices',
    input: z.object({ page }),
    output: pageOf(noticeSummarySchema),
    access: 'public',
  }),
  pcrPage: defineEndpoint({
    method: 'GET',
    path: '/api/content/pcr',
    input: z.object({
      page,
      content: z.optional(z.string().check(z.trim(), z.maxLength(100))),
      pcrNumber: z.optional(z.string().check(z.trim(), z.maxLength(64))),
    }),
    output: pageOf(pcrCardSchema),
    access: 'public',
  }),
  resourcesPage: defineEndpoint({
    method: 'GET',
    path: '/api/content/resources',
    input: z.object({ page, type: z.coerce.number().check(z.int(), z.positive(), z.lte(999_999)) }),
    output: pageOf(resourceCardSchema),
    access: 'public',
  }),
};

/** Content files, streamed: ids are checked against the owning record on the server, anything else is a 404. */
const segment = z.string().check(z.maxLength(32));
const pictureWidth = z.optional(
  z.pipe(
    z.enum(PICTURE_WIDTHS.map(String) as [string, ...string[]]),
    z.transform((width) => Number(width) as PictureWidth),
  ),
);

export const contentFileEndpoints = {
  newsCover: defineEndpoint({
    method: 'GET',
    path: '/api/files/public/news/:id/cover',
    input: z.object({ id: segment, w: pictureWidth }),
    output: null,
    access: 'public',
  }),
  noticeAttachment: defineEndpoint({
    method: 'GET',
    path: '/api/files/public/notices/:id/:attachmentId',
    input: z.object({ id: segment, attachmentId: segment }),
    output: null,
    access: 'public',
  }),
  linkLogo: defineEndpoint({
    method: 'GET',
    path: '/api/files/public/links/:id/logo',
    input: z.object({ id: segment }),
    output: null,
    access: 'public',
  }),
  resourceFile: defineEndpoint({
    method: 'GET',
    path: '/api/files/public/resources/:type/:id/:file',
    input: z.object({ type: segment, id: segment, file: segment, w: pictureWidth }),
    output: null,
    access: 'public',
  }),
  /** Signed-in users whose audit does not block downloads (the download check runs in the handler). */
  gpiDocument: defineEndpoint({
    method: 'GET',
    path: '/api/files/gpi/:lang',
    input: z.object({ lang: segment }),
    output: null,
    access: 'public',
  }),
  pcrDocument: defineEndpoint({
    method: 'GET',
    path: '/api/files/pcr/:attachmentId',
    input: z.object({ attachmentId: segment }),
    output: null,
    access: 'public',
  }),
};
