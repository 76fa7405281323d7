// POST /api/v1/supportCenter/sendEmail: the ticket, answered in the page's language (Accept-Language);
// Data is the stored ticket's reference. A refusal rejects with the server's Msg (ApiCallError).
import { API_BASE } from '../../shared/api';
import { SEND_TICKET_PATH, type TicketPayload, type TicketReceipt } from '../../shared/forms/ticket';
import type { Language } from '../../shared/i18n';
import { apiFetch } from './fetcher';

export function sendTicket(payload: TicketPayload, lang: Language, headers: Record<string, string> = {}): Promise<TicketReceipt> {
  return apiFetch<TicketReceipt>(`${API_BASE}${SEND_TICKET_PATH}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', 'Accept-Language': lang, ...headers },
    body: JSON.stringify(payload),
  });
}
