import type { Migration } from '../migrate.ts';
import { execute, queryAll, queryOne } from '../sql.ts';

// One id sequence for every carbon application (business.md 3, "Carbon application list item"):
// GET /n/carbon/list lists EPD and CFP applications and low-carbon steel evaluations together,
// so an id names one of them only. Every new application of either kind takes its id here
// first (applications/carbon-application-ids.ts). An evaluation also gets what its list item and
// its publication need: the company it was made for, when it was published, its certificate
// number, and its certificate (PDF) and mark (PNG), attachment ids as in 016.
export const carbonApplicationIdsMigration: Migration = {
  version: 19,
  name: 'carbon-application-ids',
  up(db) {
    // Evaluations stored before under an id an application has move to fresh ids (their items
    // follow; the old row goes once nothing refers to it).
    const taken = queryAll<{ id: number }>(
      db,
      'SELECT id FROM lces_applications WHERE id IN (SELECT id FROM applications) ORDER BY id',
    );
    for (const { id } of taken) {
      const next =
        (queryOne<{ id: number }>(
          db,
          `SELECT MAX(id) AS id FROM (SELECT id FROM applications UNION ALL SELECT id FROM lces_applications)`,
        )?.id ?? 0) + 1;
      execute(
        db,
        `INSERT INTO lces_applications (id, user_id, company_name, introduction, created_at)
         SELECT ?, user_id, company_name, introduction, created_at FROM lces_applications WHERE id = ?`,
        next,
        id,
      );
      execute(db, 'UPDATE lces_application_items SET application_id = ? WHERE application_id = ?', next, id);
      execute(db, 'DELETE FROM lces_applications WHERE id = ?', id);
    }

    db.exec(`
      -- kind: which table holds the id (applications or lces_applications). AUTOINCREMENT: an id
      -- is never given twice, not even after its application is gone.
      CREATE TABLE carbon_application_ids (
        id   INTEGER PRIMARY KEY AUTOINCREMENT,
        kind TEXT NOT NULL CHECK (kind IN ('APPLICATION', 'EVALUATION'))
      ) STRICT;
      INSERT INTO carbon_application_ids (id, kind)
        SELECT id, 'APPLICATION' FROM applications
        UNION ALL SELECT id, 'EVALUATION' FROM lces_applications
        ORDER BY 1;

      -- company_code: the applicant's authenticated company when they applied (every user of it
      -- sees the evaluation). published_at, certificate_number and the two files: once the
      -- platform published the evaluation.
      ALTER TABLE lces_applications ADD COLUMN company_code TEXT;
      ALTER TABLE lces_applications ADD COLUMN published_at INTEGER;
      ALTER TABLE lces_applications ADD COLUMN certificate_number TEXT;
      ALTER TABLE lces_applications ADD COLUMN certificate_attachment_id INTEGER;
      ALTER TABLE lces_applications ADD COLUMN mark_attachment_id INTEGER;
      UPDATE lces_applications SET company_code = (
        SELECT company_code FROM user_companies
         WHERE user_companies.user_id = lces_applications.user_id AND company_status = 1
      );
      CREATE INDEX lces_applications_by_company ON lces_applications (company_code, created_at DESC);
      CREATE INDEX lces_applications_by_user ON lces_applications (user_id, created_at DESC);
    `);
  },
};
