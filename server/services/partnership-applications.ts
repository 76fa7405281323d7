// Influencer Program and Loyalty Program applications (docs/decisions/0016-partnership-forms.md). An
// application that passed its schema is checked for what only the server knows (a loyalty application's
// product is one the catalogue offers), then stored under a new reference, and in the same transaction its
// mail to the partnership team and, at most three times per address and day, the acknowledgement to the
// applicant are queued in the outbox: the application is stored with its mail or not at all.
import type { Translate } from '../../shared/forms/issues';
import type { InfluencerApplication, LoyaltyApplication, PartnershipReceipt } from '../../shared/forms/partnership';
import { DEFAULT_LANGUAGE, type Language } from '../../shared/i18n';
import type { Config } from '../config';
import type { Db } from '../db/database';
import type { PartnershipApplicationColumns } from '../db/schema';
import type { Outbox } from '../mail/types';
import type { CatalogService } from './catalog';
import { FormRefused, emailHash, mayAcknowledge, storeUnderNewReference } from './form-submissions';
import { partnershipAckMail, partnershipMail, type PartnershipRecord, type PartnershipProgram } from './partnership-mail';
import { referencePattern } from './references';
import { dailyPurge } from './retention';

/** Applications are deleted this long after they arrived: the partnership team works from the mail. */
export const PARTNERSHIP_RETENTION_DAYS = 90;

const PREFIX: Record<PartnershipProgram, string> = { influencer: 'IP', loyalty: 'LP' };
const TABLE = { influencer: 'influencer_application', loyalty: 'loyalty_application' } as const;
export const INFLUENCER_REFERENCE_PATTERN = referencePattern(PREFIX.influencer);
export const LOYALTY_REFERENCE_PATTERN = referencePattern(PREFIX.loyalty);

export interface PartnershipContext {
  /** The language of the page the application came from: the acknowledgement's language. */
  lang: Language;
  /** i18next's t in that language, and in English (the team's mail). */
  t: Translate;
  english: Translate;
  now?: Date;
}

/** What every application has, and the row and messages its program adds. */
interface Submission {
  program: PartnershipProgram;
  name: string;
  email: string;
  country: string;
  note: string;
  fields: PartnershipRecord['fields'];
  list?: PartnershipRecord['list'];
  /** Insert the application's row (and its children) given the shared columns; resolves with nothing. */
  insert(trx: Db, shared: SharedColumns): Promise<void>;
}

/** The columns both programs' tables have, as the service fills them. */
type SharedColumns = Omit<PartnershipApplicationColumns, 'id'>;

export class PartnershipService {
  private readonly purges = {
    influencer: this.purge('influencer'),
    loyalty: this.purge('loyalty'),
  };

  /** Deletes both programs' applications older than the retention, once a day. */
  async purgeExpired(now: Date): Promise<void> {
    await this.purges.influencer(now);
    await this.purges.loyalty(now);
  }

  constructor(
    private readonly db: Db,
    private readonly config: Config,
    private readonly catalog: CatalogService,
    private readonly outbox: Outbox,
  ) {}

  /** Store an influencer application and queue its mail. */
  influencer(a: InfluencerApplication, ctx: PartnershipContext): Promise<PartnershipReceipt> {
    const choice = (group: string, value: string) => ({ english: ctx.english(`partnership:${group}.${value}`), local: ctx.t(`partnership:${group}.${value}`) });
    return this.submit(
      {
        program: 'influencer',
        name: a.name,
        email: a.email,
        country: a.country,
        note: a.note,
        fields: [
          { field: 'audience', ...choice('audience', a.audience) },
          { field: 'focus', ...choice('focus', a.focus) },
        ],
        list: { field: 'channels', items: a.channels },
        insert: async (trx, shared) => {
          const { id } = await trx
            .insertInto('influencer_application')
            .values({ ...shared, audience: a.audience, focus: a.focus })
            .returning('id')
            .executeTakeFirstOrThrow();
          await trx
            .insertInto('influencer_channel')
            .values(a.channels.map((url, position) => ({ application_id: id, position, url })))
            .execute();
        },
      },
      ctx,
    );
  }

  /** Check, store and queue the mail of a loyalty application; throws FormRefused for a product the catalogue does not offer. */
  async loyalty(a: LoyaltyApplication, ctx: PartnershipContext): Promise<PartnershipReceipt> {
    const product = await this.product(a.productId, ctx.lang);
    if (!product) throw new FormRefused('loyalty application', [{ field: 'productId', key: 'errors.productUnknown' }]);
    return this.submit(
      {
        program: 'loyalty',
        name: a.name,
        email: a.email,
        country: a.country,
        note: a.note,
        fields: [
          { field: 'orderNumber', english: a.orderNumber, local: a.orderNumber },
          { field: 'productId', english: product.english, local: product.name },
        ],
        insert: async (trx, shared) => {
          await trx
            .insertInto('loyalty_application')
            .values({ ...shared, order_number: a.orderNumber, product_id: a.productId, product: product.name, product_en: product.english })
            .execute();
        },
      },
      ctx,
    );
  }

  /** The product (a model number option) by id, named in `lang` and in English; null when the catalogue has none. */
  private async product(id: number, lang: Language): Promise<{ name: string; english: string } | null> {
    const [local, english] = await Promise.all([lang, DEFAULT_LANGUAGE].map((l) => this.catalog.supportOptions('modelNumber', 0, l)));
    const name = local!.find((o) => o.id === id)?.name;
    return name === undefined ? null : { name, english: english!.find((o) => o.id === id)?.name ?? name };
  }

  private async submit(s: Submission, ctx: PartnershipContext): Promise<PartnershipReceipt> {
    const now = ctx.now ?? new Date();
    await this.purges[s.program](now);
    const country = { code: s.country, name: ctx.t(`countries:${s.country}`), english: ctx.english(`countries:${s.country}`) };
    const mailContext = { brandName: this.config.BRAND_NAME, partnershipEmail: this.config.PARTNERSHIP_EMAIL };
    const hash = emailHash(s.email);
    const table = TABLE[s.program];
    const reference = await storeUnderNewReference(this.db, this.outbox, { table, prefix: PREFIX[s.program] }, async (trx, reference) => {
      const acknowledge = await mayAcknowledge(trx, table, hash, now);
      const shared: SharedColumns = {
        reference,
        name: s.name,
        email: s.email,
        email_hash: hash,
        country: s.country,
        note: s.note,
        lang: ctx.lang,
        acknowledged: acknowledge ? 1 : 0,
        created_at: now.toISOString(),
      };
      await s.insert(trx, shared);
      const record: PartnershipRecord = { ...s, reference, country, lang: ctx.lang, createdAt: now };
      await this.outbox.enqueue(trx, partnershipMail(record, ctx.english, mailContext));
      if (acknowledge) await this.outbox.enqueue(trx, partnershipAckMail(record, ctx.t, mailContext));
    });
    return { reference };
  }

  /** Deletes a program's applications older than the retention (channel links with them), once a day. */
  private purge(program: PartnershipProgram) {
    return dailyPurge(PARTNERSHIP_RETENTION_DAYS, (before) => this.db.deleteFrom(TABLE[program]).where('created_at', '<', before).execute());
  }
}
