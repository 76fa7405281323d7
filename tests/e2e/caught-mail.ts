// The mail the e2e site sent: scripts/e2e-server.mjs runs a real SMTP server that writes each message it
// receives to E2E_MAIL_DIR. The site's mail worker sends a form's mail as soon as the form is stored.
import fs from 'node:fs';
import path from 'node:path';
import { simpleParser, type ParsedMail } from 'mailparser';

/** The first message (in the order received) that `match` accepts, waiting for it up to `timeoutMs`. */
export async function waitForMail(match: (mail: ParsedMail) => boolean, timeoutMs = 30_000): Promise<ParsedMail> {
  const dir = process.env.E2E_MAIL_DIR;
  if (!dir) throw new Error('E2E_MAIL_DIR is set by playwright.config.ts');
  const deadline = Date.now() + timeoutMs;
  const seen = new Map<string, ParsedMail>();
  for (;;) {
    for (const name of fs.readdirSync(dir).filter((n) => n.endsWith('.eml') && !n.startsWith('.')).sort()) {
      let mail = seen.get(name);
      if (!mail) {
        mail = await simpleParser(fs.readFileSync(path.join(dir, name)));
        seen.set(name, mail);
      }
      if (match(mail)) return mail;
    }
    if (Date.now() > deadline) throw new Error(`no matching mail arrived within ${timeoutMs} ms (${seen.size} received)`);
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}

/** A message's recipients' addresses. */
export function recipients(mail: ParsedMail): string[] {
  const to = Array.isArray(mail.to) ? mail.to : mail.to ? [mail.to] : [];
  return to.flatMap((list) => list.value.map((a) => a.address ?? ''));
}
