import type { MetadataRoute } from 'next';
import { getEnv } from '@/lib/env/server/env';
import { robotsRules } from '@/lib/seo/robots-rules';

// The origin is configuration read at start-up, not at build time.
export const dynamic = 'force-dynamic';

export default function robots(): MetadataRoute.Robots {
  return robotsRules(getEnv().publicOrigin);
}
