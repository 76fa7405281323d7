// The security advisory (vulnerability report) of the Security Advisory page: the one schema of what the
// browser sends to POST /api/v1/psti/submit. The browser checks the form with it (on blur and on submit)
// and the server refuses bad input with it, then checks what only it can: each file is one of its stored
// files of a type the form takes, and all of them together fit the 50 MB (docs/decisions/0014-security-advisory.md).
import * as z from 'zod/mini';
import { fileUrlList, requiredLine } from './fields';

/** The longest title. */
export const ADVISORY_TITLE_MAX = 500;

export const advisorySchema = z.lazy(() =>
  z.object({
    /** A short summary of the vulnerability: one line. */
    title: requiredLine('errors.titleRequired', ADVISORY_TITLE_MAX),
    /** The stored files' URLs, joined by commas: the completed template and any other attachments. */
    files: fileUrlList.check(z.refine((urls: string[]) => urls.length > 0, { error: 'errors.attachmentsRequired' })),
  }),
);

/** What the browser sends. */
export type AdvisoryPayload = z.input<typeof advisorySchema>;
/** What the server works with once the payload is checked (files as a list of URLs). */
export type Advisory = z.output<typeof advisorySchema>;

/** The call a report is sent to, below /api/v1. */
export const SUBMIT_ADVISORY_PATH = '/psti/submit';

/** What the call answers in Data once the report is stored: the reference the reporter can quote. */
export interface AdvisoryReceipt {
  reference: string;
}

/** The vulnerability report template that step 2 of the page offers (made by npm run content:demo). */
export const ADVISORY_TEMPLATE_URL = '/files/templates/hearthly-vulnerability-report-template.docx';
