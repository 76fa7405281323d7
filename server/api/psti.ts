// POST /api/v1/psti/submit: a security advisory (vulnerability report) from the Security Advisory page.
// The form guard comes first (rate limit, JSON body within 64 kB, honeypot, Idempotency-Key, challenge);
// the body is then checked with the advisory schema the form uses, then by the advisory service (the
// files are our stored files of accepted types, within 50 MB together). Code 200 with the reference once
// the report and its mail to the security team are stored.
import { Router } from 'express';
import { SUBMIT_ADVISORY_PATH, advisorySchema } from '../../shared/forms/advisory';
import type { FormGuard } from '../guard/form-guard';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import type { AdvisoryService } from '../services/advisories';
import { formSubmission } from './form-submission';
import { siteRouter } from '../http/routing';

export interface PstiDeps {
  advisories: AdvisoryService;
  i18n: SiteI18n;
  logger: Logger;
  guard: FormGuard;
}

export function pstiRouter({ advisories, i18n, logger, guard }: PstiDeps): Router {
  const router = siteRouter();
  router.post(
    SUBMIT_ADVISORY_PATH,
    ...guard.protect('advisory'),
    formSubmission({
      schema: advisorySchema,
      labels: 'advisory',
      i18n,
      submit: async (advisory, ctx) => {
        const receipt = await advisories.submit(advisory, ctx);
        // The reference only: a report's title can describe an unfixed vulnerability.
        logger.info('security advisory stored', { reference: receipt.reference, files: advisory.files.length, lang: ctx.lang });
        return receipt;
      },
    }),
  );
  return router;
}
