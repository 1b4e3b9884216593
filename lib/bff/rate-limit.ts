import 'server-only';
import type { NextRequest } from 'next/server';

/**
 * A fixed-window counter in memory, per process (DESIGN.md "Running at scale": shared through
 * Redis when REDIS_URL is set, which this deployment does not need yet). Code sending uses it per
 * number and per client, so the "number not registered" answer cannot become a scraping tool.
 */
const windows = new Map<string, { resetAt: number; count: number }>();

export function takeToken(key: string, limit: number, windowMs: number, now = Date.now()): boolean {
  const current = windows.get(key);
  if (!current || current.resetAt <= now) {
    windows.set(key, { resetAt: now + windowMs, count: 1 });
    if (windows.size > 50_000) for (const [k, w] of windows) if (w.resetAt <= now) windows.delete(k);
    return true;
  }
  if (current.count >= limit) return false;
  current.count++;
  return true;
}

/** The client's address as the nearest proxy saw it (the first X-Forwarded-For hop), else unknown. */
export function clientKey(req: NextRequest): string {
  return req.headers.get('x-forwarded-for')?.split(',')[0]?.trim() || req.headers.get('x-real-ip') || 'local';
}
