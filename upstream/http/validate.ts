import type { Context } from 'hono';
import type { z } from 'zod';
import type { UpstreamEnv } from '../context.ts';
import { badRequest } from './errors.ts';

/** Parses the JSON body with `schema`; a malformed or invalid body answers code 400. */
export async function readJsonBody<Schema extends z.ZodType>(
  c: Context<UpstreamEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  let body: unknown;
  try {
    body = await c.req.json();
  } catch {
    throw badRequest('Request body must be JSON');
  }
  const result = schema.safeParse(body);
  if (!result.success) {
    throw badRequest(describeIssues(result.error));
  }
  return result.data;
}

/**
 * As readJsonBody, for calls the portal may send without a body (POST /p/epd/inner/count):
 * an empty body is read as `{}`.
 */
export async function readOptionalJsonBody<Schema extends z.ZodType>(
  c: Context<UpstreamEnv>,
  schema: Schema,
): Promise<z.output<Schema>> {
  const text = await c.req.text();
  let body: unknown = {};
  if (text.trim() !== '') {
    try {
      body = JSON.parse(text);
    } catch {
      throw badRequest('Request body must be JSON');
    }
  }
  const result = schema.safeParse(body ?? {});
  if (!result.success) {
    throw badRequest(describeIssues(result.error));
  }
  return result.data;
}

// "pageNum: Too small: expected number to be >=1; visitorId: Invalid UUID"
function describeIssues(error: z.ZodError): string {
  return error.issues
    .map((issue) => `${issue.path.length > 0 ? issue.path.join('.') : 'body'}: ${issue.message}`)
    .join('; ');
}
