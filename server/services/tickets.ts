// Ticket intake (docs/decisions/0012-ticket-form.md). A ticket that passed the ticket schema is checked
// for what only the server knows (the category and model are ones it offers, in any language; the
// details fit the configured maximum; a subject's words fit their maximum beside a tag it really offers;
// each attachment is one of our stored files of an accepted type, all of them within 50 MB), then stored
// with its reference, and in the same transaction the ticket mail and, at most three times per address
// and day, the acknowledgement are queued in the outbox: the ticket is stored with its mail or not at all.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { FieldIssue, Translate } from '../../shared/forms/issues';
import { SUBJECT_TEXT_MAX, type Ticket, type TicketReceipt } from '../../shared/forms/ticket';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Outbox } from '../mail/types';
import type { UploadStorage } from '../storage/types';
import { checkAttachments, keepAttachments } from './attachments';
import type { CatalogService, SupportOptionKind } from './catalog';
import { referencePattern } from './references';
import { FormRefused, emailHash, mayAcknowledge, storeUnderNewReference } from './form-submissions';
import { dailyPurge } from './retention';
import { ticketAckMail, ticketMail, type OptionNames, type SubjectParts, type TicketRecord } from './ticket-mail';

/** What ticket intake needs besides the database: the outbox its mail goes to and the upload storage. */
export interface TicketIntake {
  outbox: Outbox;
  uploads: UploadStorage;
}


export const REFERENCE_PATTERN = referencePattern('T');
/** Tickets are deleted this long after they arrived: the support team works from the mail. */
export const TICKET_RETENTION_DAYS = 90;

export interface SubmitContext {
  /** The language of the page the ticket came from: the acknowledgement's language. */
  lang: Language;
  /** i18next's t in that language. */
  t: Translate;
  /** i18next's t in English: the team's mail names the Amazon site as the English page does. */
  english: Translate;
  now?: Date;
}

export class TicketService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly intake: TicketIntake,
  ) {}

  /** Deletes the tickets older than the retention, once a day. */
  readonly purgeExpired = dailyPurge(TICKET_RETENTION_DAYS, (before) => this.db.deleteFrom('ticket').where('created_at', '<', before).execute());

  /** The longest details a ticket may have now (the configured maximum). */
  async detailsMax(): Promise<number> {
    return (await this.catalog.fieldLimits()).details.max;
  }

  /** Check, store and queue the mail of a ticket; throws FormRefused for bad input. */
  async submit(ticket: Ticket, ctx: SubmitContext): Promise<TicketReceipt> {
    const issues: FieldIssue[] = [];
    const category = await this.offered('ticketCategory', ticket.ticket);
    if (!category) issues.push({ field: 'ticket', key: 'errors.ticketUnknown' });
    const model = await this.offered('modelNumber', ticket.modelNum);
    if (!model) issues.push({ field: 'modelNum', key: 'errors.modelUnknown' });
    // Checked again here for a caller without the route's schema (the route checks it with the fields).
    const detailsMax = await this.detailsMax();
    if (ticket.details.length > detailsMax) issues.push({ field: 'details', key: 'errors.tooLong', values: { max: detailsMax } });
    // The schema lets a long subject through where it may be "tag,text"; only a real tag makes it so.
    const subject = await this.subjectParts(ticket.subject);
    if (subject.text.length > SUBJECT_TEXT_MAX) issues.push({ field: 'subject', key: 'errors.tooLong', values: { max: SUBJECT_TEXT_MAX } });
    const checked = await checkAttachments(this.intake.uploads, 'ticket', ticket.attachments, {
      issues,
      field: 'attachments',
      messages: { type: 'errors.attachmentType', tooLarge: 'errors.uploadTooLarge' },
    });
    if (issues.length > 0 || !category || !model) throw new FormRefused('ticket', issues);
    const files = await keepAttachments(this.intake.uploads, checked, { issues, field: 'attachments' });
    if (issues.length > 0) throw new FormRefused('ticket', issues);

    const now = ctx.now ?? new Date();
    await this.purgeExpired(now);
    const reference = await storeUnderNewReference(this.db, this.intake.outbox, { table: 'ticket', prefix: 'T' }, (trx, reference) =>
      this.store(trx, { reference, ticket, site: ctx.english(`ticket:sites.${ticket.site}`), category, model, subject, attachments: files, lang: ctx.lang, createdAt: now }, ctx.t),
    );
    return { reference };
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

  /**
   * The subject's tag and text: what comes before its first comma is a tag when it names one of the subjects
   * offered (tag names hold no comma); otherwise the whole subject is the visitor's text.
   */
  private async subjectParts(subject: string): Promise<SubjectParts> {
    const comma = subject.indexOf(',');
    const tag = comma > 0 ? await this.offered('subject', subject.slice(0, comma)) : null;
    return tag ? { tag, text: subject.slice(comma + 1).trim() } : { tag: null, text: subject };
  }

  /** Store the ticket and queue its mail in the transaction `trx` (its reference is free). */
  private async store(trx: Transaction<Database>, record: TicketRecord, t: Translate): Promise<void> {
    const { ticket } = record;
    const mailContext = { brandName: this.config.BRAND_NAME, supportEmail: this.config.SUPPORT_EMAIL, siteUrl: this.config.siteUrl };
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
  }
}
