import type { Migration } from '../migrate.ts';

// What stands between a visitor and an account: codes sent by SMS or e-mail,
// the dev outbox they are "delivered" to, captchas, and the RSA key pair for
// password transport (protocols.md).
export const verificationMigration: Migration = {
  version: 8,
  name: 'verification',
  up(db) {
    db.exec(`
      -- One row per code sent. A code is live until used, expired (5 minutes) or
      -- spent by 5 wrong tries; a newer code for the same target replaces it.
      CREATE TABLE verification_codes (
        id            INTEGER PRIMARY KEY,
        channel       TEXT    NOT NULL CHECK (channel IN ('sms', 'email')),
        target        TEXT    NOT NULL,
        template      TEXT    NOT NULL,
        code          TEXT    NOT NULL,
        created_at    INTEGER NOT NULL,
        expires_at    INTEGER NOT NULL,
        wrong_tries   INTEGER NOT NULL DEFAULT 0,
        used_at       INTEGER
      ) STRICT;
      CREATE INDEX verification_codes_by_target ON verification_codes (channel, target, created_at);

      -- Stands in for the SMS gateway and the mail server (GET /__dev/outbox).
      CREATE TABLE outbox (
        id        INTEGER PRIMARY KEY,
        channel   TEXT    NOT NULL CHECK (channel IN ('sms', 'email')),
        recipient TEXT    NOT NULL,
        template  TEXT    NOT NULL,
        code      TEXT    NOT NULL,
        body      TEXT    NOT NULL,
        sent_at   INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX outbox_by_recipient ON outbox (recipient, id);

      -- An issued captcha. answer_json is never sent to the browser: {x, y} for
      -- blockPuzzle, {points, wordList} for clickWord. A check uses the token up;
      -- a pass stores the captchaVerification the business call will carry.
      CREATE TABLE captchas (
        token                   TEXT    PRIMARY KEY,
        captcha_type            TEXT    NOT NULL CHECK (captcha_type IN ('blockPuzzle', 'clickWord')),
        client_uid              TEXT    NOT NULL,
        secret_key              TEXT,
        answer_json             TEXT    NOT NULL,
        created_at              INTEGER NOT NULL,
        expires_at              INTEGER NOT NULL,
        checked_at              INTEGER,
        passed                  INTEGER CHECK (passed IN (0, 1)),
        verification            TEXT    UNIQUE,
        verification_expires_at INTEGER,
        verification_used_at    INTEGER
      ) STRICT;

      -- Rate limits per widget (protocols.md: 6201, 6202, 6204).
      CREATE TABLE captcha_events (
        id         INTEGER PRIMARY KEY,
        client_uid TEXT    NOT NULL,
        kind       TEXT    NOT NULL CHECK (kind IN ('get', 'check', 'failure')),
        at         INTEGER NOT NULL
      ) STRICT;
      CREATE INDEX captcha_events_by_client ON captcha_events (client_uid, kind, at);

      -- One RSA key pair per database, made on first use (POST /n/user/getPublicKey).
      CREATE TABLE rsa_keys (
        id              INTEGER PRIMARY KEY CHECK (id = 1),
        public_key_spki TEXT    NOT NULL,
        private_key_pem TEXT    NOT NULL,
        created_at      INTEGER NOT NULL
      ) STRICT;
    `);
  },
};
