// Test doubles of the two interfaces ticket intake is built on: an outbox that records what is queued
// (and can be made to fail, to show that a ticket is stored with its mail or not at all), and an upload
// storage that knows the files a test gives it.
import { Readable } from 'node:stream';
import { Router } from 'express';
import type { Db } from '../../server/db/database';
import type { MailMessage, Outbox, QueuedMail } from '../../server/mail/types';
import type { TicketIntake } from '../../server/services/tickets';
import type { CheckedUpload, UploadCheck, UploadStorage } from '../../server/storage/types';
import { UPLOAD_TYPES, extensionOf, type UploadForm } from '../../shared/uploads';

/** Whether the submission a message is about is visible to `db` (the transaction it is queued in). */
export type StoredCheck = (db: Db, message: MailMessage) => Promise<boolean>;

/** A ticket's messages name its reference in their topic. */
const ticketStored: StoredCheck = async (db, message) => {
  const reference = /T-\w+/.exec(message.topic)?.[0] ?? '';
  return (await db.selectFrom('ticket').select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
};

export class RecordingOutbox implements Outbox {
  readonly messages: MailMessage[] = [];
  /** Set to make the next enqueue throw (as a full disk or a broken outbox would). */
  failNext: Error | null = null;

  constructor(private readonly isStored: StoredCheck = ticketStored) {}

  async enqueue(db: Db, message: MailMessage): Promise<QueuedMail> {
    if (this.failNext) {
      const error = this.failNext;
      this.failNext = null;
      throw error;
    }
    // The message must be queued in the transaction that stores its submission: the row is visible here.
    if (!(await this.isStored(db, message))) throw new Error(`${message.topic} queued outside the transaction of its submission`);
    this.messages.push(message);
    return { id: this.messages.length, messageId: `<${this.messages.length}@test>` };
  }
}

export const STORED_BASE = 'https://files.test/uploads/';

/** Stored files by URL; a URL outside STORED_BASE is not ours, one inside that was not added is missing. */
export class TestUploadStorage implements UploadStorage {
  readonly driver = 'local' as const;
  private readonly files = new Map<string, CheckedUpload>();

  /** Store a file: its URL. `mime` is the type its bytes show. */
  add(name: string, size: number, mime = 'image/jpeg'): string {
    const key = `uploads/${Date.now()}_${'0'.repeat(31)}${this.files.size % 10}-${name}`;
    const url = `https://files.test/${key}`;
    this.files.set(url, { url, key, name, size, mime });
    return url;
  }

  router(): Router {
    return Router();
  }

  async check(url: string, form: UploadForm): Promise<UploadCheck> {
    if (!url.startsWith(STORED_BASE)) return { ok: false, reason: 'notOurs' };
    const file = this.files.get(url);
    if (!file) return { ok: false, reason: 'missing' };
    const accepted = (UPLOAD_TYPES[form] as readonly string[]).includes(extensionOf(file.name));
    const media = /^(image|video)\//.test(file.mime);
    return accepted && media ? { ok: true, file } : { ok: false, reason: 'type' };
  }

  async open(url: string): Promise<Readable> {
    return Readable.from([Buffer.from(url)]);
  }
}

export function testIntake(): TicketIntake & { outbox: RecordingOutbox; uploads: TestUploadStorage } {
  return { outbox: new RecordingOutbox(), uploads: new TestUploadStorage() };
}
