// Test doubles of the two interfaces the forms' intake (tickets, security advisories, beta applications) is built on: an
// outbox that records what is queued (and can be made to fail, to show that a submission is stored with
// its mail or not at all), and an upload storage that knows the files a test gives it; and a ticket the
// demo content's catalog takes.
import { Readable } from 'node:stream';
import { Router } from 'express';
import type { Db } from '../../server/db/database';
import type { MailMessage, Outbox, QueuedMail } from '../../server/mail/types';
import type { TicketIntake } from '../../server/services/tickets';
import { mimeOfStored } from '../../server/storage/file-types';
import type { CheckedUpload, UploadCheck, UploadStorage } from '../../server/storage/types';
import type { TicketPayload } from '../../shared/forms/ticket';
import { UPLOAD_TYPES, extensionOf, type UploadForm } from '../../shared/uploads';

/** Whether the submission a message is about is visible to `db` (the transaction it is queued in). */
export type StoredCheck = (db: Db, message: MailMessage) => Promise<boolean>;

/** A ticket's and an advisory's messages name the reference in their topic ("ticket T-…", "advisory SA-…"). */
const referenceStored: StoredCheck = async (db, message) => {
  const [kind = '', reference = ''] = message.topic.split(' ');
  const table = kind === 'advisory' ? 'security_advisory' : 'ticket';
  return (await db.selectFrom(table).select('id').where('reference', '=', reference).executeTakeFirst()) !== undefined;
};

export class RecordingOutbox implements Outbox {
  readonly messages: MailMessage[] = [];
  /** Set to make the next enqueue throw (as a full disk or a broken outbox would). */
  failNext: Error | null = null;

  /** How often the service said its transaction committed (announce), and so the mail is there to send. */
  announced = 0;

  constructor(private readonly isStored: StoredCheck = referenceStored) {}

  /** Forget what was queued and announced (between tests). */
  clear(): void {
    this.messages.length = 0;
    this.announced = 0;
  }

  announce(): void {
    this.announced++;
  }

  onAnnounce(): () => void {
    return () => undefined;
  }

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

/** A ticket the demo content's catalog takes, without attachments. */
export const TICKET = {
  userName: 'Jane Doe',
  email: 'jane.doe@example.com',
  meross_account: 'jane-app@example.com',
  site: 'Germany',
  ticket: 'Replacement',
  modelNum: 'HG100 – Smart Wi-Fi Garage Door Opener',
  orderNum: '302-1234567-1234567',
  subject: 'Device offline,It stopped responding',
  details: 'Since Monday the opener shows offline.\nI restarted the router twice.',
  attachments: '',
  device: 1,
} satisfies TicketPayload;

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
    // The form takes the name's extension, and the bytes show that type.
    const ext = extensionOf(file.name);
    const accepted = (UPLOAD_TYPES[form] as readonly string[]).includes(ext);
    return accepted && file.mime === mimeOfStored(ext === 'jpeg' ? 'jpg' : ext) ? { ok: true, file } : { ok: false, reason: 'type' };
  }

  async open(url: string): Promise<Readable> {
    return Readable.from([Buffer.from(url)]);
  }
}

export function testIntake(): TicketIntake & { outbox: RecordingOutbox; uploads: TestUploadStorage } {
  return { outbox: new RecordingOutbox(), uploads: new TestUploadStorage() };
}
