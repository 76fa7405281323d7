// POST /api/v1/betaTesting/apply: an application from the Beta Testing page. The form guard comes first
// (rate limit, JSON body within 16 kB, honeypot, Idempotency-Key, challenge); the body is then checked with
// the beta schema the form uses, then by the beta service (the chosen product categories are ones the site
// offers). Every refusal is a 400 whose Msg says what to fix, in the language of the request; Code 200 with
// Msg "Success" in that language once the application and its mail are stored.
import { Router } from 'express';
import { BETA_APPLY_PATH, betaSchema } from '../../shared/forms/beta';
import type { FormGuard } from '../guard/form-guard';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import type { BetaApplicationService } from '../services/beta-applications';
import { formSubmission } from './form-submission';
import { siteRouter } from '../http/routing';

export interface BetaTestingDeps {
  applications: BetaApplicationService;
  i18n: SiteI18n;
  logger: Logger;
  guard: FormGuard;
}

export function betaTestingRouter({ applications, i18n, logger, guard }: BetaTestingDeps): Router {
  const router = siteRouter();
  router.post(
    BETA_APPLY_PATH,
    ...guard.protect('beta'),
    formSubmission({
      schema: betaSchema,
      labels: 'beta',
      i18n,
      submit: async (application, ctx) => {
        const reference = await applications.submit(application, ctx);
        // The reference only: no personal data in the log.
        logger.info('beta application stored', { reference, lang: ctx.lang });
        return null;
      },
      successMsg: (t) => t('beta:result.success'),
    }),
  );
  return router;
}
