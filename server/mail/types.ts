// What the rest of the server needs of mail: a message to queue. The outbox stores it in the same
// transaction as whatever it is about (a ticket, a report), fixes its Message-ID when it is queued, and a
// delivery worker sends it (docs/decisions/0010-outbox.md).
import type { Db } from '../db/database';

export interface MailAttachment {
  filename: string;
  contentType?: string;
  /** The stored upload to attach (read from the upload storage when the message is sent). */
  storageUrl: string;
}

export interface MailMessage {
  to: string[];
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Files attached to the message itself (small ones only; larger ones are linked in the text). */
  attachments?: MailAttachment[];
  /** What the message is about, for the operator's list: e.g. "ticket T-7K3M9Q" or "ticket-ack T-7K3M9Q". */
  topic: string;
}

export interface QueuedMail {
  id: number;
  messageId: string;
}

export interface Outbox {
  /** Queue a message; pass the transaction that stores what it is about, so both land or neither. */
  enqueue(db: Db, message: MailMessage): Promise<QueuedMail>;
  /**
   * Say that messages queued in a transaction that has now committed are there to send: the delivery
   * worker of this process sends them at once instead of at its next look. Called after the commit, never
   * inside the transaction (the worker would not see the rows yet).
   */
  announce(): void;
  /** Call `listener` on every announce(); the function returned stops it. */
  onAnnounce(listener: () => void): () => void;
}
