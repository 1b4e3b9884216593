import type { Migration } from '../migrate.ts';

// EPD and CFP applications (business.md 1, 2.2, 3, 4, 5, 7 "Applications"): what the form offers
// (product categories, LCA technology routes, downloadable templates), the applications with
// their products, the seven flow nodes, quotes, contracts, the LCA data check, and the
// certificate and carbon mark of a published product. Instants are epoch ms; attachment ids
// are not foreign keys, as in 004.
export const applicationsMigration: Migration = {
  version: 16,
  name: 'applications',
  up(db) {
    db.exec(`
      -- The product category cascader of the form (POST /p/productCategory/list): two levels;
      -- parent_id NULL is the first. pcr_number: the PCR a first-level category falls under.
      CREATE TABLE product_categories (
        id         INTEGER PRIMARY KEY,
        parent_id  INTEGER REFERENCES product_categories (id),
        code       TEXT    NOT NULL UNIQUE,
        name_zh    TEXT    NOT NULL,
        name_en    TEXT    NOT NULL,
        pcr_number TEXT,
        sort       INTEGER NOT NULL
      ) STRICT;

      -- GET /p/lca/categories and GET /p/lca/technology/{categoryId}: process-route families and
      -- their technology routes. reference_gwp (kg CO2-eq per tonne, A1–A3) and scrap_share (0–1)
      -- are the route's typical figures, used when the operator publishes without figures.
      CREATE TABLE lca_categories (
        id      INTEGER PRIMARY KEY,
        code    TEXT    NOT NULL UNIQUE,
        name_zh TEXT    NOT NULL,
        name_en TEXT    NOT NULL,
        desc_zh TEXT    NOT NULL,
        desc_en TEXT    NOT NULL,
        sort    INTEGER NOT NULL
      ) STRICT;
      CREATE TABLE lca_technologies (
        id            INTEGER PRIMARY KEY,
        category_id   INTEGER NOT NULL REFERENCES lca_categories (id),
        code          TEXT    NOT NULL UNIQUE,
        name_zh       TEXT    NOT NULL,
        name_en       TEXT    NOT NULL,
        desc_zh       TEXT    NOT NULL,
        desc_en       TEXT    NOT NULL,
        reference_gwp REAL    NOT NULL,
        scrap_share   REAL    NOT NULL,
        sort          INTEGER NOT NULL
      ) STRICT;

      -- POST /p/model/manage/page and GET /p/template/download/{file}: one file per template and language.
      CREATE TABLE application_templates (
        id            INTEGER PRIMARY KEY,
        code          TEXT    NOT NULL
          CHECK (code IN ('EPD_SPARE_TEMPLATE', 'LCA_TEMPLATE', 'DATA_COLLECTION_TEMPLATE')),
        i18n          TEXT    NOT NULL CHECK (i18n IN ('zh-CN', 'en')),
        name          TEXT    NOT NULL,
        attachment_id INTEGER NOT NULL,
        version       TEXT    NOT NULL,
        updated_at    INTEGER NOT NULL,
        sort          INTEGER NOT NULL,
        UNIQUE (code, i18n)
      ) STRICT;

      -- One application (the form's "apply"): a company applies for one product type and one PCR.
      -- company_code / company_name: the applicant's authenticated company when it applied; every
      -- user of that company sees the application. lca_validate_status: 0 awaiting the platform's
      -- check of the LCA data (also after the applicant confirms a data change), 1 accepted,
      -- 2 correction requested (lca_correction_note: the operator's HTML).
      CREATE TABLE applications (
        id                  INTEGER PRIMARY KEY,
        user_id             INTEGER NOT NULL REFERENCES users (id),
        company_code        TEXT    NOT NULL,
        company_name        TEXT    NOT NULL,
        pcr_number          TEXT    NOT NULL REFERENCES pcrs (pcr_number),
        product_type        TEXT    NOT NULL CHECK (product_type IN ('EPD', 'CFP')),
        lca_validate_status INTEGER NOT NULL DEFAULT 0 CHECK (lca_validate_status IN (0, 1, 2)),
        lca_correction_note TEXT,
        lca_correction_at   INTEGER,
        applied_at          INTEGER NOT NULL,
        published_at        INTEGER,
        updated_at          INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX applications_by_company ON applications (company_code, applied_at DESC);
      CREATE INDEX applications_by_user ON applications (user_id, applied_at DESC);

      -- The 1–3 products of an application (the form's "epd" list). epd_test_attachment_id is the
      -- preliminary EPD report, epd_cn/en the formal editions. epd_id: its public record once
      -- published, with its certificate (PDF) and carbon mark (PNG).
      CREATE TABLE application_products (
        id                        INTEGER PRIMARY KEY,
        application_id            INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        sort                      INTEGER NOT NULL,
        product_name              TEXT    NOT NULL,
        product_category_id       INTEGER REFERENCES product_categories (id),
        technology_id             INTEGER REFERENCES lca_technologies (id),
        lca_attachment_id         INTEGER,
        data_attachment_id        INTEGER,
        epd_test_attachment_id    INTEGER,
        epd_cn_attachment_id      INTEGER,
        epd_en_attachment_id      INTEGER,
        epd_id                    INTEGER REFERENCES epds (id),
        certificate_attachment_id INTEGER,
        mark_attachment_id        INTEGER
      ) STRICT;
      CREATE INDEX application_products_by_application ON application_products (application_id, sort);

      -- The seven flow nodes (business.md 4) an application has reached, with the day it did.
      CREATE TABLE application_nodes (
        application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        node           INTEGER NOT NULL CHECK (node BETWEEN 1 AND 7),
        reached_at     INTEGER NOT NULL,
        PRIMARY KEY (application_id, node)
      ) STRICT;

      -- Quotes and contracts, newest last; the newest one is the application's. A quote's status:
      -- 1 awaiting confirmation, 2 confirmed, 3 refused (0 "not yet quoted" is having none).
      -- A contract's: 2 awaiting confirmation, 3 signed, 4 refused (0 and 1 are having none).
      CREATE TABLE application_quotes (
        id             INTEGER PRIMARY KEY,
        application_id INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        quote_number   TEXT    NOT NULL UNIQUE,
        amount         REAL    NOT NULL,
        status         INTEGER NOT NULL CHECK (status IN (1, 2, 3)),
        attachment_id  INTEGER NOT NULL,
        sent_at        INTEGER NOT NULL,
        answered_at    INTEGER
      ) STRICT;
      CREATE INDEX application_quotes_by_application ON application_quotes (application_id, id);

      CREATE TABLE application_contracts (
        id              INTEGER PRIMARY KEY,
        application_id  INTEGER NOT NULL REFERENCES applications (id) ON DELETE CASCADE,
        contract_number TEXT    NOT NULL UNIQUE,
        status          INTEGER NOT NULL CHECK (status IN (2, 3, 4)),
        attachment_id   INTEGER NOT NULL,
        sent_at         INTEGER NOT NULL,
        answered_at     INTEGER
      ) STRICT;
      CREATE INDEX application_contracts_by_application ON application_contracts (application_id, id);
    `);
  },
};
