// Security advisory intake (docs/decisions/0014-security-advisory.md). A report that passed the advisory
// schema is checked for what only the server knows (each file is one of our stored files of a type the
// form takes, all of them within 50 MB), then stored with its reference, and in the same transaction its
// mail to the security team is queued in the outbox: the report is stored with its mail or not at all.
import type { Transaction } from 'kysely';
import type { Database } from '../db/schema';
import type { Advisory, AdvisoryReceipt } from '../../shared/forms/advisory';
import type { FieldIssue } from '../../shared/forms/issues';
import type { Language } from '../../shared/i18n';
import type { Config } from '../config';
import type { Db } from '../db/database';
import { advisoryMail, type AdvisoryRecord } from './advisory-mail';
import { FormRefused, storeUnderNewReference } from './form-submissions';
import { checkAttachments, keepAttachments } from './attachments';
import { referencePattern } from './references';
import { dailyPurge } from './retention';
import type { TicketIntake } from './tickets';

/** What an advisory's reference starts with (a ticket's is T-). */
const REFERENCE_PREFIX = 'SA';
export const ADVISORY_REFERENCE_PATTERN = referencePattern(REFERENCE_PREFIX);
/** Reports are deleted this long after they arrived: a year covers fix, coordinated disclosure and questions after. */
export const ADVISORY_RETENTION_DAYS = 365;

export interface AdvisoryContext {
  /** The language of the page the report came from. */
  lang: Language;
  now?: Date;
}

export class AdvisoryService {
  constructor(
    private readonly db: Db,
    private readonly config: Config,
    /** The same outbox and upload storage as ticket intake. */
    private readonly intake: TicketIntake,
  ) {}

  /** Deletes the reports older than the retention (their file rows with them), once a day. */
  readonly purgeExpired = dailyPurge(ADVISORY_RETENTION_DAYS, (before) =>
    this.db.deleteFrom('security_advisory').where('created_at', '<', before).execute(),
  );

  /** Check, store and queue the mail of a report; throws FormRefused for bad input. */
  async submit(advisory: Advisory, ctx: AdvisoryContext): Promise<AdvisoryReceipt> {
    const issues: FieldIssue[] = [];
    const checked = await checkAttachments(this.intake.uploads, 'advisory', advisory.files, {
      issues,
      field: 'files',
      messages: { type: 'errors.advisoryAttachmentType', tooLarge: 'errors.advisoryUploadTooLarge' },
    });
    if (issues.length > 0) throw new FormRefused('advisory', issues);
    const files = await keepAttachments(this.intake.uploads, checked, { issues, field: 'files' });
    if (issues.length > 0) throw new FormRefused('advisory', issues);

    const createdAt = ctx.now ?? new Date();
    await this.purgeExpired(createdAt);
    const reference = await storeUnderNewReference(this.db, this.intake.outbox, { table: 'security_advisory', prefix: REFERENCE_PREFIX }, (trx, reference) =>
      this.store(trx, { reference, advisory, files, lang: ctx.lang, createdAt }),
    );
    return { reference };
  }

  /** Store the report and queue its mail in the transaction `trx` (its reference is free). */
  private async store(trx: Transaction<Database>, record: AdvisoryRecord): Promise<void> {
    const mailContext = { securityEmail: this.config.SECURITY_EMAIL, siteUrl: this.config.siteUrl };
    const { id } = await trx
      .insertInto('security_advisory')
      .values({ reference: record.reference, title: record.advisory.title, lang: record.lang, created_at: record.createdAt.toISOString() })
      .returning('id')
      .executeTakeFirstOrThrow();
    await trx
      .insertInto('security_advisory_file')
      .values(record.files.map((f, position) => ({ advisory_id: id, position, url: f.url, name: f.name, size: f.size, mime: f.mime })))
      .execute();
    await this.intake.outbox.enqueue(trx, advisoryMail(record, mailContext));
  }
}
