import type { DatabaseSync } from 'node:sqlite';
import { execute } from '../db/sql.ts';

// System messages to one user (accounts.md 2.9 and 4.8). The back office writes them
// in HTML; both languages are stored, and an English text left out falls back to Chinese.

/** message_type of a system message: the portal lists type 1. */
export const SYSTEM_MESSAGE_TYPE = 1;

export const MessageStatus = { Unread: 0, Read: 1 } as const;

export type NewInnerMessage = {
  userId: number;
  /** HTML. */
  zh: string;
  /** HTML; null or missing: the Chinese text in both languages. */
  en?: string | null;
  sentAt: number;
  /** Seeded history may arrive already read. */
  read?: boolean;
};

/** Stores a message for the user; answers its id. */
export function sendInnerMessage(db: DatabaseSync, message: NewInnerMessage): number {
  const { lastInsertRowid } = execute(
    db,
    `INSERT INTO inner_messages (user_id, message_type, send_msg_zh, send_msg_en, status, send_time, read_at)
     VALUES (?, ?, ?, ?, ?, ?, ?)`,
    message.userId,
    SYSTEM_MESSAGE_TYPE,
    message.zh,
    message.en ?? null,
    message.read ? MessageStatus.Read : MessageStatus.Unread,
    message.sentAt,
    message.read ? message.sentAt : null,
  );
  return Number(lastInsertRowid);
}
