import { defineEndpoint, WRITE_LIMITS, doneSchema } from '@/lib/bff/endpoint';
import * as z from '@/lib/validation/zod';
import { messageIdSchema, messageItemSchema, messagePageSchema } from './schemas';

/** The signed-in user's system messages (accounts.md 2.1 bell, 2.9 and 4.8 /textmessage). */
export const messageEndpoints = {
  unread: defineEndpoint({
    method: 'GET',
    path: '/api/messages/unread',
    input: z.object({}),
    output: z.object({ count: z.int().check(z.gte(0)) }),
    access: 'user',
  }),
  page: defineEndpoint({
    method: 'GET',
    path: '/api/messages',
    input: z.object({ page: z.coerce.number().check(z.int(), z.gte(1), z.lte(1000)) }),
    output: messagePageSchema,
    access: 'user',
  }),
  one: defineEndpoint({
    method: 'GET',
    path: '/api/messages/:id',
    input: z.object({ id: messageIdSchema }),
    output: messageItemSchema,
    access: 'user',
  }),
  read: defineEndpoint({
    method: 'POST',
    path: '/api/messages/:id/read',
    input: z.object({ id: messageIdSchema }),
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
  readAll: defineEndpoint({
    method: 'POST',
    path: '/api/messages/read-all',
    input: z.object({}),
    output: doneSchema,
    access: 'user',
    limit: WRITE_LIMITS.action,
  }),
};
