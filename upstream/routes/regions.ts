import { childRegions, COUNTRY_CODE } from '../accounts/regions.ts';
import type { UpstreamApp, UpstreamDeps } from '../context.ts';
import { ok } from '../http/envelope.ts';
import { localise, requestLanguage } from '../http/language.ts';

// The address cascade of company authentication (business.md 7): GET /p/region/CN for
// the provinces, then GET /p/region/{province code} for its cities.

export function registerRegionRoutes(app: UpstreamApp, { db }: UpstreamDeps): void {
  // GET /p/region/{code} – [{code, name}] under 'CN' (the 34 provincial-level divisions)
  // or under a province (its prefecture-level cities; districts for a municipality).
  // A code with nothing under it (a city, 香港, an unknown code) answers [].
  app.get('/p/region/:code', (c) => {
    const code = c.req.param('code').trim();
    const parent = code.toUpperCase() === COUNTRY_CODE ? COUNTRY_CODE : code;
    const language = requestLanguage(c);
    return ok(
      c,
      childRegions(db, parent).map((region) => ({
        code: region.code,
        name: localise(language, region.nameZh, region.nameEn),
      })),
    );
  });
}
