// Ticket intake (docs/decisions/0012-ticket-form.md). A ticket that passed the ticket schema is checked
// for what only the server knows (the category and model are ones it offers, in any language; the
// details fit the configured maximum; each attachment is one of our stored files of an accepted type,
// all of them within 50 MB), then stored with its reference, and in the same transaction the ticket
// mail and, at most three times per address and day, the acknowledgement are queued in the outbox: the
// ticket is stored with its mail or not at all.
import crypto from 'node:crypto';
import type { FieldIssue, Translate } from '../../shared/forms/issues';
import type { Ticket, TicketReceipt } from '../../shared/forms/ticket';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import { MAX_UPLOAD_BYTES } from '../../shared/uploads';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Outbox } from '../mail/types';
import type { CheckedUpload, UploadStorage } from '../storage/types';
import type { CatalogService, SupportOptionKind } from './catalog';
import { DailyPurge, emailHash, mayAcknowledge } from './form-submissions';
import { ticketAckMail, ticketMail, type OptionNames, type TicketRecord } from './ticket-mail';

/** What ticket intake needs besides the database: the outbox its mail goes to and the upload storage. */
export interface TicketIntake {
  outbox: Outbox;
  uploads: UploadStorage;
}

/** Bad input only the server could find; the router answers it 400 with the issues in words. */
export class TicketRefused extends Error {
  constructor(readonly issues: FieldIssue[]) {
    super(`ticket refused: ${issues.map((i) => `${i.field} ${i.key}`).join(', ')}`);
  }
}

/** Digits and capitals without 0/O, 1/I/L: read out on the phone or typed from a printout without doubt. */
export const REFERENCE_ALPHABET = '23456789ABCDEFGHJKMNPQRSTUVWXYZ';
const REFERENCE_LENGTH = 8;
export const REFERENCE_PATTERN = new RegExp(`^T-[${REFERENCE_ALPHABET}]{${REFERENCE_LENGTH}}$`);
/** Tickets are deleted this long after they arrived: the support team works from the mail. */
export const TICKET_RETENTION_DAYS = 90;
const REFERENCE_TRIES = 5;

/** A new reference: T- and 8 random characters of REFERENCE_ALPHABET (31^8, about 8.5 × 10^11). */
export function newReference(): string {
  let code = '';
  for (let i = 0; i < REFERENCE_LENGTH; i++) code += REFERENCE_ALPHABET[crypto.randomInt(REFERENCE_ALPHABET.length)];
  return `T-${code}`;
}

export interface SubmitContext {
  /** The language of the page the ticket came from: the acknowledgement's language. */
  lang: Language;
  /** i18next's t in that language. */
  t: Translate;
  now?: Date;
}

export class TicketService {
  private readonly purge: DailyPurge;

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly intake: TicketIntake,
  ) {
    this.purge = new DailyPurge(db, 'ticket', TICKET_RETENTION_DAYS);
  }

  /** Check, store and queue the mail of a ticket; throws TicketRefused for bad input. */
  async submit(ticket: Ticket, ctx: SubmitContext): Promise<TicketReceipt> {
    const issues: FieldIssue[] = [];
    const category = await this.offered('ticketCategory', ticket.ticket);
    if (!category) issues.push({ field: 'ticket', key: 'errors.ticketUnknown' });
    const model = await this.offered('modelNumber', ticket.modelNum);
    if (!model) issues.push({ field: 'modelNum', key: 'errors.modelUnknown' });
    const detailsMax = (await this.catalog.fieldLimits()).details.max;
    if (ticket.details.length > detailsMax) issues.push({ field: 'details', key: 'errors.tooLong', values: { max: detailsMax } });
    const files = await this.checkAttachments(ticket.attachments, issues);
    if (issues.length > 0 || !category || !model) throw new TicketRefused(issues);

    const now = ctx.now ?? new Date();
    await this.purge.run(now);
    for (let attempt = 1; attempt <= REFERENCE_TRIES; attempt++) {
      const record: TicketRecord = { reference: newReference(), ticket, category, model, attachments: files, lang: ctx.lang, createdAt: now };
      if (await this.store(record, ctx.t)) return { reference: record.reference };
    }
    throw new Error(`no unused ticket reference after ${REFERENCE_TRIES} tries`);
  }

  /** The option of this kind whose name (in any language) is `name`, with its English name. */
  private async offered(kind: SupportOptionKind, name: string): Promise<OptionNames | null> {
    const match = await this.db
      .selectFrom('support_option')
      .select('id')
      .where('kind', '=', kind)
      .where('name', '=', name)
      .orderBy('sort')
      .executeTakeFirst();
    if (!match) return null;
    const english = await this.db
      .selectFrom('support_option')
      .select('name')
      .where('kind', '=', kind)
      .where('id', '=', match.id)
      .where('lang', '=', DEFAULT_LANGUAGE)
      .executeTakeFirst();
    return { name, english: english?.name ?? name };
  }

  /** Each URL (once) must be one of our stored files of a type the ticket form accepts; all within the limit. */
  private async checkAttachments(urls: readonly string[], issues: FieldIssue[]): Promise<CheckedUpload[]> {
    const files: CheckedUpload[] = [];
    for (const url of new Set(urls)) {
      const check = await this.intake.uploads.check(url, 'ticket');
      if (!check.ok) {
        issues.push({ field: 'attachments', key: check.reason === 'type' ? 'errors.attachmentType' : 'errors.attachmentMissing' });
        return files;
      }
      files.push(check.file);
    }
    if (files.reduce((total, f) => total + f.size, 0) > MAX_UPLOAD_BYTES) issues.push({ field: 'attachments', key: 'errors.uploadTooLarge' });
    return files;
  }

  /** Store the ticket and queue its mail in one transaction; false when the reference is taken. */
  private store(record: TicketRecord, t: Translate): Promise<boolean> {
    const { ticket } = record;
    const mailContext = { brandName: this.config.BRAND_NAME, supportEmail: this.config.SUPPORT_EMAIL, siteUrl: this.config.siteUrl };
    return this.db.transaction().execute(async (trx) => {
      const taken = await trx.selectFrom('ticket').select('id').where('reference', '=', record.reference).executeTakeFirst();
      if (taken) return false;
      const hash = emailHash(ticket.email);
      const acknowledge = await mayAcknowledge(trx, 'ticket', hash, record.createdAt);
      const { id } = await trx
        .insertInto('ticket')
        .values({
          reference: record.reference,
          user_name: ticket.userName,
          email: ticket.email,
          email_hash: hash,
          account: ticket.meross_account,
          site: ticket.site,
          category: record.category.name,
          category_en: record.category.english,
          model: record.model.name,
          model_en: record.model.english,
          order_num: ticket.orderNum,
          subject: ticket.subject,
          details: ticket.details,
          device: ticket.device,
          lang: record.lang,
          acknowledged: acknowledge ? 1 : 0,
          created_at: record.createdAt.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (record.attachments.length > 0) {
        await trx
          .insertInto('ticket_attachment')
          .values(record.attachments.map((f, position) => ({ ticket_id: id, position, url: f.url, name: f.name, size: f.size, mime: f.mime })))
          .execute();
      }
      await this.intake.outbox.enqueue(trx, ticketMail(record, mailContext));
      if (acknowledge) await this.intake.outbox.enqueue(trx, ticketAckMail(record, t, mailContext));
      return true;
    });
  }
}
