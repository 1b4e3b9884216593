import { execute, queryOne } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { seededCompanyRegions } from './regions-data.ts';

const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * What the demo companies' authentication forms held beyond 006: the region codes and
 * names of their addresses, when they were submitted and reviewed, and why 13200132000's
 * was not approved (status 2). Runs after `accounts` and `regions`.
 */
export const companyAuthenticationSeed: SeedModule = {
  name: 'company-authentication',
  run({ db }) {
    const now = Date.now();
    const name = (code: string): string =>
      queryOne<{ nameZh: string }>(db, 'SELECT name_zh AS nameZh FROM regions WHERE code = ?', code)
        ?.nameZh ?? '';
    for (const place of seededCompanyRegions) {
      execute(
        db,
        `UPDATE user_companies
            SET province_code = ?, province_name = ?, city_code = ?, city_name = ?,
                submitted_at = ?, reviewed_at = CASE WHEN company_status = 0 THEN NULL ELSE ? END
          WHERE user_id = ?`,
        place.province,
        name(place.province),
        place.city,
        name(place.city),
        now - 40 * DAY_MS,
        now - 38 * DAY_MS,
        place.userId,
      );
    }
    // 13300133000 submitted a day ago; 13200132000 was turned down 13 days ago.
    execute(db, 'UPDATE user_companies SET submitted_at = ? WHERE user_id = 5', now - 1 * DAY_MS);
    execute(
      db,
      'UPDATE user_companies SET submitted_at = ?, reviewed_at = ?, review_reason = ? WHERE user_id = 6',
      now - 15 * DAY_MS,
      now - 13 * DAY_MS,
      '<p>原因：上传的营业执照已过有效期，请上传最新的营业执照副本。</p><p lang="en">Reason: the business licence uploaded has expired; please upload the current copy.</p>',
    );
  },
};
