// The mail of a security advisory to the security team: English, the reference in the subject, the page's
// language, the title whole, every file linked from the site's address and the small ones attached;
// no Reply-To (the form takes no address).
import { describe, expect, it } from 'vitest';
import { advisorySchema } from '../../shared/forms/advisory';
import { advisoryMail, type AdvisoryRecord } from '../../server/services/advisory-mail';
import type { CheckedUpload } from '../../server/storage/types';

const file = (name: string, size: number, mime: string): CheckedUpload => ({
  url: `/uploads/1_${'a'.repeat(32)}-${name}`,
  key: `uploads/1_${'a'.repeat(32)}-${name}`,
  name,
  size,
  mime,
});

const record: AdvisoryRecord = {
  reference: 'SA-7K3M9Q2X',
  advisory: advisorySchema.parse({ title: 'Authentication bypass in the HG100 local API', files: '/uploads/x' }),
  files: [file('report.docx', 52_000, 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'), file('capture.zip', 12_000_000, 'application/zip')],
  lang: 'ja',
  createdAt: new Date('2026-11-23T14:27:05Z'),
};
const ctx = { securityEmail: 'security@hearthly.example', siteUrl: 'https://support.hearthly.example' };

describe('the advisory mail', () => {
  const mail = advisoryMail(record, ctx);

  it('goes to the security team only, with the reference and the title in the subject', () => {
    expect(mail.to).toEqual(['security@hearthly.example']);
    expect(mail.replyTo).toBeUndefined();
    expect(mail.subject).toBe('[SA-7K3M9Q2X] Security advisory: Authentication bypass in the HG100 local API');
    expect(mail.topic).toBe('advisory SA-7K3M9Q2X');
  });

  it('says when it arrived, from a page in which language, and the title', () => {
    expect(mail.text).toMatch(/^Received: +2026-11-23 14:27 UTC$/m);
    expect(mail.text).toMatch(/^Page language: +日本語 \(ja\)$/m);
    expect(mail.text).toContain('Title:\nAuthentication bypass in the HG100 local API\n');
  });

  it('links every file from the site and attaches the small ones', () => {
    expect(mail.text).toContain('Attachments (2, 11.49 MB in total):');
    expect(mail.text).toContain(`1. report.docx (50.8 KB, application/vnd.openxmlformats-officedocument.wordprocessingml.document, attached): https://support.hearthly.example/uploads/1_${'a'.repeat(32)}-report.docx`);
    expect(mail.text).toContain(`2. capture.zip (11.44 MB, application/zip): https://support.hearthly.example/uploads/1_${'a'.repeat(32)}-capture.zip`);
    expect(mail.text).toContain('Files marked attached (each up to 5 MB, 6 MB together) are also attached to this message.');
    expect(mail.attachments).toEqual([{ filename: 'report.docx', contentType: record.files[0]!.mime, storageUrl: record.files[0]!.url }]);
  });

  it('cuts a long title in the header (the body has it whole)', () => {
    const long = advisoryMail({ ...record, advisory: { ...record.advisory, title: 'x'.repeat(500) } }, ctx);
    expect(long.subject.length).toBe(150);
    expect(long.subject.endsWith('…')).toBe(true);
    expect(long.text).toContain('x'.repeat(500));
  });
});
