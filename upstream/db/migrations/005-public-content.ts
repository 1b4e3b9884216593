import type { Migration } from '../migrate.ts';

// The public side of the declaration business (business.md 3 and 7): companies,
// PCRs, published EPD/CFP declarations, the visits of the mobile product page,
// news, notices, resources, static pages, the GPI documents and system settings.
// Both languages are stored; an English column left NULL means "Chinese only".
// Calendar dates (a declaration's validity) are 'YYYY-MM-DD' text: they are days
// in China, not instants. Every instant is epoch milliseconds, as elsewhere.
// Attachment ids are not foreign keys, as in 004: the files are the store's business.
export const publicContentMigration: Migration = {
  version: 5,
  name: 'public-content',
  up(db) {
    db.exec(`
      -- code: the 18-character unified social credit code (GB 32100-2015).
      CREATE TABLE companies (
        id         INTEGER PRIMARY KEY,
        code       TEXT    NOT NULL UNIQUE CHECK (length(code) = 18),
        name_zh    TEXT    NOT NULL,
        name_en    TEXT    NOT NULL,
        address_zh TEXT    NOT NULL,
        address_en TEXT    NOT NULL,
        sort       INTEGER NOT NULL
      ) STRICT;

      CREATE TABLE pcrs (
        id                 INTEGER PRIMARY KEY,
        pcr_number         TEXT    NOT NULL UNIQUE,
        product_name_zh    TEXT    NOT NULL,
        product_name_en    TEXT    NOT NULL,
        register_no        TEXT    NOT NULL,
        author_zh          TEXT    NOT NULL,
        author_en          TEXT    NOT NULL,
        product_class_zh   TEXT    NOT NULL,
        product_class_en   TEXT    NOT NULL,
        desc_zh            TEXT    NOT NULL,
        desc_en            TEXT    NOT NULL,
        attachment_id      INTEGER NOT NULL,
        en_attachment_id   INTEGER,
        published_at       INTEGER NOT NULL
      ) STRICT;

      -- One published declaration. product_name_en NULL: the product page is Chinese only.
      -- *_stubs_state: 3 once the data (or the report) is anchored on the blockchain, 0 before.
      -- withdrawn_at set: gone from search and detail (GET /n/epd/{id} answers code 0).
      CREATE TABLE epds (
        id                     INTEGER PRIMARY KEY,
        registration_number    TEXT    NOT NULL UNIQUE,
        product_type           TEXT    NOT NULL CHECK (product_type IN ('EPD', 'CFP')),
        company_code           TEXT    NOT NULL REFERENCES companies (code),
        pcr_number             TEXT    NOT NULL REFERENCES pcrs (pcr_number),
        product_name_zh        TEXT    NOT NULL,
        product_name_en        TEXT,
        product_address_zh     TEXT    NOT NULL,
        product_address_en     TEXT,
        route                  TEXT    NOT NULL,
        gwp100                 REAL    NOT NULL,
        effective_date         TEXT    NOT NULL,
        expiration_date        TEXT    NOT NULL,
        published_at           INTEGER NOT NULL,
        cn_attachment_id       INTEGER NOT NULL,
        en_attachment_id       INTEGER,
        data_stubs_state       INTEGER NOT NULL DEFAULT 0,
        data_stubs_blocktime   INTEGER,
        data_stubs_txhash      TEXT,
        report_stubs_state     INTEGER NOT NULL DEFAULT 0,
        report_stubs_blocktime INTEGER,
        report_stubs_txhash    TEXT,
        withdrawn_at           INTEGER
      ) STRICT;
      CREATE INDEX epds_by_publication ON epds (published_at DESC, id DESC);
      CREATE INDEX epds_by_company ON epds (company_code);

      -- GET /p/get/qr/attachment/{epdId}: the PNG is drawn on first request and kept.
      CREATE TABLE epd_qr_codes (
        epd_id        INTEGER PRIMARY KEY REFERENCES epds (id) ON DELETE CASCADE,
        attachment_id INTEGER NOT NULL,
        created_at    INTEGER NOT NULL
      ) STRICT;

      -- POST /n/access/records/create: the mobile product page records each visit.
      CREATE TABLE access_records (
        id          INTEGER PRIMARY KEY,
        user_id     INTEGER,
        user_code   TEXT,
        access_page TEXT    NOT NULL,
        access_data TEXT    NOT NULL,
        created_at  INTEGER NOT NULL
      ) STRICT;

      -- newest_flag: 1, 2 or 3, shown as a colour by the portal (business.md 3).
      CREATE TABLE news (
        id            INTEGER PRIMARY KEY,
        title_zh      TEXT    NOT NULL,
        title_en      TEXT    NOT NULL,
        abstract_zh   TEXT    NOT NULL,
        abstract_en   TEXT    NOT NULL,
        editor_zh     TEXT    NOT NULL,
        editor_en     TEXT    NOT NULL,
        content_zh    TEXT    NOT NULL,
        content_en    TEXT    NOT NULL,
        index_picture INTEGER NOT NULL,
        newest_flag   INTEGER NOT NULL CHECK (newest_flag IN (1, 2, 3)),
        published_at  INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX news_by_publication ON news (published_at DESC, id DESC);

      CREATE TABLE announcements (
        id           INTEGER PRIMARY KEY,
        title_zh     TEXT    NOT NULL,
        title_en     TEXT    NOT NULL,
        summary_zh   TEXT    NOT NULL,
        summary_en   TEXT    NOT NULL,
        content_zh   TEXT    NOT NULL,
        content_en   TEXT    NOT NULL,
        published_at INTEGER NOT NULL
      ) STRICT;

      -- The files of a notice, shown under it in both languages.
      CREATE TABLE announcement_attachments (
        announcement_id INTEGER NOT NULL REFERENCES announcements (id) ON DELETE CASCADE,
        attachment_id   INTEGER NOT NULL,
        sort            INTEGER NOT NULL,
        PRIMARY KEY (announcement_id, attachment_id)
      ) STRICT;

      -- type_id: the RESOURCE_TYPE dictionary item (255, 256, 257).
      CREATE TABLE resources (
        id               INTEGER PRIMARY KEY,
        type_id          INTEGER NOT NULL,
        name_zh          TEXT    NOT NULL,
        name_en          TEXT    NOT NULL,
        introduce_zh     TEXT    NOT NULL,
        introduce_en     TEXT    NOT NULL,
        image_id         INTEGER NOT NULL,
        cn_file_id       INTEGER NOT NULL,
        en_file_id       INTEGER,
        sort             INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX resources_by_type ON resources (type_id, sort);

      -- GET /n/page/{code}: server-supplied HTML, rendered by the portal after sanitising.
      CREATE TABLE static_pages (
        code       TEXT PRIMARY KEY,
        content_zh TEXT NOT NULL,
        content_en TEXT NOT NULL
      ) STRICT;

      -- GET /n/gpi/new: the general programme instructions, one file per language.
      CREATE TABLE gpi_documents (
        i18n          TEXT    PRIMARY KEY CHECK (i18n IN ('zh-CN', 'en')),
        attachment_id INTEGER NOT NULL,
        enable        INTEGER NOT NULL CHECK (enable IN (0, 1)),
        sort          INTEGER NOT NULL
      ) STRICT;

      -- GET /p/system/setting/{key}: values are text, as the platform stores them.
      CREATE TABLE system_settings (
        field_key   TEXT PRIMARY KEY,
        field_value TEXT NOT NULL
      ) STRICT;
    `);
  },
};
