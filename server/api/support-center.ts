// POST /api/v1/supportCenter/sendEmail: a support ticket from the Email Support form. The form guard comes
// first (rate limit, JSON body within 64 kB, honeypot, Idempotency-Key, challenge); the body is then checked
// with the ticket schema the form uses, then by the ticket service for what only the server knows. Every
// refusal is a 400 whose Msg says what to fix, in the language of the request (Accept-Language: the form
// sends its page's); Code 200 with the reference once the ticket and its mail are stored.
import { Router } from 'express';
import { SEND_TICKET_PATH, ticketSchema, ticketSchemaFor } from '../../shared/forms/ticket';
import type { FormGuard } from '../guard/form-guard';
import type { SiteI18n } from '../i18n';
import type { Logger } from '../logger';
import type { TicketService } from '../services/tickets';
import { formSubmission } from './form-submission';
import { siteRouter } from '../http/routing';

export interface SupportCenterDeps {
  tickets: TicketService;
  i18n: SiteI18n;
  logger: Logger;
  guard: FormGuard;
}

export function supportCenterRouter({ tickets, i18n, logger, guard }: SupportCenterDeps): Router {
  const router = siteRouter();
  router.post(
    SEND_TICKET_PATH,
    ...guard.protect('ticket'),
    formSubmission({
      schema: ticketSchema,
      currentSchema: async () => ticketSchemaFor(await tickets.detailsMax()),
      labels: 'ticket',
      i18n,
      submit: async (ticket, ctx) => {
        const receipt = await tickets.submit(ticket, ctx);
        // The reference only: no personal data in the log.
        logger.info('ticket stored', { reference: receipt.reference, device: ticket.device, lang: ctx.lang });
        return receipt;
      },
    }),
  );
  return router;
}
