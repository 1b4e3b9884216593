import type { Migration } from '../migrate.ts';

// System messages to one user (accounts.md 2.9 and 4.8): the bell, its popover and
// /textmessage. The platform's back office sends them (here: seed and /__dev/messages).
export const innerMessagesMigration: Migration = {
  version: 11,
  name: 'inner-messages',
  up(db) {
    db.exec(`
      -- message_type: 1 system message (the only type the portal asks for).
      -- status: 0 unread, 1 read. send_msg_* is HTML as the back office wrote it (the
      -- portal sanitises it); an English text left NULL falls back to the Chinese one.
      CREATE TABLE inner_messages (
        id           INTEGER PRIMARY KEY,
        user_id      INTEGER NOT NULL REFERENCES users (id) ON DELETE CASCADE,
        message_type INTEGER NOT NULL DEFAULT 1,
        send_msg_zh  TEXT    NOT NULL,
        send_msg_en  TEXT,
        status       INTEGER NOT NULL DEFAULT 0 CHECK (status IN (0, 1)),
        send_time    INTEGER NOT NULL,
        read_at      INTEGER
      ) STRICT;
      CREATE INDEX inner_messages_by_user ON inner_messages (user_id, status, send_time);
    `);
  },
};
