import { execute } from '../../db/sql.ts';
import type { SeedModule } from '../seed-module.ts';
import { agreementHtml, agreementSeeds } from './agreements-data.ts';

const CHINA_OFFSET_MS = 8 * 60 * 60 * 1000;

/** Midnight in China of a 'YYYY-MM-DD' day, as epoch milliseconds. */
function chinaMidnight(day: string): number {
  const [year, month, date] = day.split('-').map(Number);
  return Date.UTC(year ?? 1970, (month ?? 1) - 1, date ?? 1) - CHINA_OFFSET_MS;
}

/** Every version of both agreements; a version stops being in force when the next is published. */
export const agreementsSeed: SeedModule = {
  name: 'agreements',
  run({ db }) {
    for (const seed of agreementSeeds) {
      seed.versions.forEach((version, index) => {
        const next = seed.versions[index + 1];
        execute(
          db,
          `INSERT INTO agreements (agreement_type, agreement_version, publish_time, failure_time, content_zh, content_en)
           VALUES (?, ?, ?, ?, ?, ?)`,
          seed.type,
          version.version,
          chinaMidnight(version.date),
          next ? chinaMidnight(next.date) : null,
          agreementHtml(seed, index, 'zh'),
          agreementHtml(seed, index, 'en'),
        );
      });
    }
  },
};
