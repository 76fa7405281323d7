// Beta testing applications (docs/decisions/0015-beta-testing.md). An application that passed the beta
// schema is checked for what only the server knows (each chosen product category is one it offers), then
// stored under a new reference, and in the same transaction the application mail to the beta team and, at most three times per
// address and day, the acknowledgement to the applicant are queued in the outbox: the application is
// stored with its mail or not at all.
import type { BetaApplication } from '../../shared/forms/beta';
import type { Translate } from '../../shared/forms/issues';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { Outbox } from '../mail/types';
import { betaAckMail, betaMail, type BetaMailContext, type BetaRecord, type ChosenCategory } from './beta-mail';
import type { CatalogService } from './catalog';
import { FormRefused, emailHash, mayAcknowledge, storeUnderNewReference } from './form-submissions';
import { referencePattern } from './references';
import { dailyPurge } from './retention';

/** Applications are deleted this long after they arrived: the beta team works from the mail. */
export const BETA_RETENTION_DAYS = 90;

/** What a beta application's reference starts with (a ticket's is T-). */
const BETA_REFERENCE_PREFIX = 'BT';
export const BETA_REFERENCE_PATTERN = referencePattern(BETA_REFERENCE_PREFIX);

export interface BetaSubmitContext {
  /** The language of the page the application came from: the acknowledgement's language. */
  lang: Language;
  /** i18next's t in that language, and in English (the beta team's mail). */
  t: Translate;
  english: Translate;
  now?: Date;
}

/** Where an application's mail goes: BETA_EMAIL, else SUPPORT_EMAIL. */
function betaEmail(config: Pick<Config, 'BETA_EMAIL' | 'SUPPORT_EMAIL'>): string {
  return config.BETA_EMAIL ?? config.SUPPORT_EMAIL;
}

export class BetaApplicationService {
  /** Deletes the applications older than the retention, once a day. */
  readonly purgeExpired = dailyPurge(BETA_RETENTION_DAYS, (before) =>
    this.db.deleteFrom('beta_application').where('created_at', '<', before).execute(),
  );

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly outbox: Outbox,
  ) {}

  /**
   * Check, store and queue the mail of an application; throws FormRefused for bad input. Resolves with its
   * reference (BT- and 8 characters, unique: see references.ts).
   */
  async submit(application: BetaApplication, ctx: BetaSubmitContext): Promise<string> {
    const categories = await this.chosenCategories(application.categoryIds, ctx.lang);
    if (!categories) throw new FormRefused('beta application', [{ field: 'categoryIds', key: 'errors.categoryUnknown' }]);
    const now = ctx.now ?? new Date();
    await this.purgeExpired(now);
    const country = { name: ctx.t(`countries:${application.country}`), english: ctx.english(`countries:${application.country}`) };
    const mailContext: BetaMailContext = { brandName: this.config.BRAND_NAME, betaEmail: betaEmail(this.config) };
    const hash = emailHash(application.email);

    return storeUnderNewReference(this.db, this.outbox, { table: 'beta_application', prefix: BETA_REFERENCE_PREFIX }, async (trx, reference) => {
      const acknowledge = await mayAcknowledge(trx, 'beta_application', hash, now);
      const { id } = await trx
        .insertInto('beta_application')
        .values({
          reference,
          username: application.username,
          email: application.email,
          email_hash: hash,
          country: application.country,
          note: application.note,
          so_media: application.so_media,
          lang: ctx.lang,
          acknowledged: acknowledge ? 1 : 0,
          created_at: now.toISOString(),
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      if (categories.length > 0) {
        await trx
          .insertInto('beta_application_category')
          .values(categories.map((c) => ({ application_id: id, category_id: c.id, title_en: c.english })))
          .execute();
      }
      const record: BetaRecord = { reference, application, country, categories, lang: ctx.lang, createdAt: now };
      await this.outbox.enqueue(trx, betaMail(record, mailContext));
      if (acknowledge) await this.outbox.enqueue(trx, betaAckMail(record, ctx.t, mailContext));
    });
  }

  /**
   * The chosen categories in display order, with their titles in `lang` and in English; null when an id
   * is not one the site offers.
   */
  private async chosenCategories(ids: readonly number[], lang: Language): Promise<ChosenCategory[] | null> {
    if (ids.length === 0) return [];
    const shown = (await this.catalog.productCategories('all', lang)).category;
    const english = new Map((await this.catalog.productCategories('all', DEFAULT_LANGUAGE)).category.map((c) => [c.id, c.title]));
    const wanted = new Set(ids);
    const chosen = shown.filter((c) => wanted.has(c.id)).map((c) => ({ id: c.id, title: c.title, english: english.get(c.id) ?? c.title }));
    return chosen.length === wanted.size ? chosen : null;
  }
}
