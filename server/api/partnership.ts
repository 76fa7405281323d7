// POST /api/v1/MInfluencer and POST /api/v1/loyalProgram: the applications of the Partnership pages
// (Influencer Program, Loyalty Program). The form guard comes first (rate limit, JSON body within 16 kB,
// honeypot, Idempotency-Key, challenge); the body is then checked with the form's schema, the one the page
// uses, then by the partnership service (a loyalty application's product is one the catalogue offers).
// Every refusal is a 400 whose Msg says what to fix, in the language of the request; Code 200 with Msg
// "Success" in that language and the application's reference once it and its mail are stored.
import { Router } from 'express';
import type * as z from 'zod/mini';
import type { FormName } from '../../shared/form-guard';
import {
  INFLUENCER_APPLY_PATH,
  LOYALTY_APPLY_PATH,
  influencerSchema,
  loyaltySchema,
  type PartnershipReceipt,
} from '../../shared/forms/partnership';
import type { FormGuard } from '../guard/form-guard';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import type { PartnershipContext, PartnershipService } from '../services/partnership-applications';
import { formSubmission } from './form-submission';
import { siteRouter } from '../http/routing';

export interface PartnershipDeps {
  partnership: PartnershipService;
  i18n: SiteI18n;
  logger: Logger;
  guard: FormGuard;
}

export function partnershipRouter({ partnership, i18n, logger, guard }: PartnershipDeps): Router {
  const router = siteRouter();
  /** One program's call: its guard, its schema, and its service method; the reference only is logged. */
  const apply = <S extends z.core.$ZodType>(path: string, form: FormName, schema: S, store: (data: z.output<S>, ctx: PartnershipContext) => Promise<PartnershipReceipt>) =>
    router.post(
      path,
      ...guard.protect(form),
      formSubmission({
        schema,
        labels: 'partnership',
        i18n,
        submit: async (application, ctx) => {
          const receipt = await store(application, ctx);
          // The reference only: no personal data in the log.
          logger.info(`${form} application stored`, { reference: receipt.reference, lang: ctx.lang });
          return receipt;
        },
        successMsg: (t) => t('partnership:result.success'),
      }),
    );
  apply(INFLUENCER_APPLY_PATH, 'influencer', influencerSchema, (a, ctx) => partnership.influencer(a, ctx));
  apply(LOYALTY_APPLY_PATH, 'loyalty', loyaltySchema, (a, ctx) => partnership.loyalty(a, ctx));
  return router;
}
