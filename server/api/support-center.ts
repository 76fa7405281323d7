// POST /api/v1/supportCenter/sendEmail: a support ticket from the Email Support form. The form guard comes
// first (rate limit, JSON body within 64 kB, honeypot, Idempotency-Key, challenge); the body is then checked
// with the ticket schema the form uses, then by the ticket service for what only the server knows. Every
// refusal is a 400 whose Msg says what to fix, in the language of the request (Accept-Language: the form
// sends its page's); Code 200 with the reference once the ticket and its mail are stored.
import { Router, type Request } from 'express';
import { formIssues, issueText, type FieldIssue, type Translate } from '../../shared/forms/issues';
import { SEND_TICKET_PATH, ticketSchema } from '../../shared/forms/ticket';
import type { FormGuard } from '../guard/form-guard';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import { TicketRefused, type TicketService } from '../services/tickets';
import { ApiError, send } from './respond';

export interface SupportCenterDeps {
  tickets: TicketService;
  i18n: SiteI18n;
  logger: Logger;
  guard: FormGuard;
}

/** The issues in words, each naming its field, joined by "; ". */
function refusal(t: Translate, issues: readonly FieldIssue[]): ApiError {
  const label = (field: string) => t(`ticket:fields.${field}.label`, { defaultValue: field });
  return new ApiError(400, issues.map((issue) => issueText(t, issue, label(issue.field))).join('; '));
}

const isObject = (body: unknown): body is Record<string, unknown> =>
  typeof body === 'object' && body !== null && !Array.isArray(body);

export function supportCenterRouter({ tickets, i18n, logger, guard }: SupportCenterDeps): Router {
  const router = Router();
  router.post(SEND_TICKET_PATH, ...guard.protect('ticket'), async (req: Request, res, next) => {
    try {
      const lang = i18n.visitorLanguage(req, res);
      const instance = i18n.forLanguage(lang);
      const t: Translate = (key, options) => instance.t(key, options);
      if (!isObject(req.body)) throw refusal(t, [{ field: '', key: 'errors.notJsonObject' }]);
      const parsed = ticketSchema.safeParse(req.body);
      if (!parsed.success) throw refusal(t, formIssues(parsed.error));
      try {
        const receipt = await tickets.submit(parsed.data, { lang, t });
        // The reference only: no personal data in the log.
        logger.info('ticket stored', { reference: receipt.reference, device: parsed.data.device, lang });
        send(res, receipt);
      } catch (error) {
        if (error instanceof TicketRefused) throw refusal(t, error.issues);
        throw error;
      }
    } catch (error) {
      next(error);
    }
  });
  return router;
}
