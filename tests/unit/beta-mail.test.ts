// The two messages of a beta testing application: the beta team's carries every field in English (the
// country's and the categories' English names), Reply-To the applicant; the acknowledgement is in the
// applicant's language with its reference, Reply-To the beta team.
import { beforeAll, describe, expect, it } from 'vitest';
import { betaSchema } from '../../shared/forms/beta';
import { LANGUAGES } from '../../shared/i18n';
import { createI18n, type SiteI18n } from '../../server/i18n';
import { betaAckMail, betaMail, type BetaRecord } from '../../server/services/beta-mail';

const application = betaSchema.parse({
  username: 'Jana Nováková',
  email: 'jana@example.com',
  country: 'CZ',
  note: 'Three floors and a garage.\nI use smart plugs everywhere.',
  so_media: 'instagram.com/jana',
  categoryIds: [1, 4],
});

const record: BetaRecord = {
  reference: 'BT-7K3M9Q2X',
  application,
  country: { name: 'Tschechien', english: 'Czechia' },
  categories: [
    { id: 1, title: 'Smarte Steckdosen', english: 'Smart Plugs' },
    { id: 4, title: 'Garagentor', english: 'Garage Door' },
  ],
  lang: 'de',
  createdAt: new Date('2026-11-23T14:27:05Z'),
};
const ctx = { brandName: 'Hearthly', betaEmail: 'beta@hearthly.example' };

let i18n: SiteI18n;
beforeAll(async () => {
  i18n = await createI18n();
});

describe('the application mail to the beta team', () => {
  const mail = betaMail(record, ctx);

  it('labels every field, in English', () => {
    expect(mail.text).toMatch(/^Beta testing application BT-7K3M9Q2X$/m);
    expect(mail.text).toMatch(/^Received: +2026-11-23 14:27 UTC$/m);
    expect(mail.text).toMatch(/^Page language: +Deutsch \(de\)$/m);
    expect(mail.text).toMatch(/^Username: +Jana Nováková$/m);
    expect(mail.text).toMatch(/^Email address: +jana@example.com$/m);
    expect(mail.text).toMatch(/^Country: +Czechia \(CZ\)$/m);
    expect(mail.text).toMatch(/^Social media: +instagram\.com\/jana$/m);
    expect(mail.text).toContain('\nProducts to test:\n1. Smart Plugs\n2. Garage Door\n');
    expect(mail.text).toContain('Note:\nThree floors and a garage.\nI use smart plugs everywhere.');
    expect(mail.text).toContain('replies go to jana@example.com');
  });

  it('goes to the beta team with Reply-To the applicant', () => {
    expect(mail.to).toEqual(['beta@hearthly.example']);
    expect(mail.replyTo).toBe('jana@example.com');
    expect(mail.subject).toBe('Beta testing application BT-7K3M9Q2X: Jana Nováková (Czechia)');
    expect(mail.topic).toBe('beta BT-7K3M9Q2X');
    expect(mail.attachments).toBeUndefined();
  });

  it('shows no social media and no products as a dash', () => {
    const bare = betaMail({ ...record, application: { ...application, so_media: '' }, categories: [] }, ctx);
    expect(bare.text).toMatch(/^Social media: +—$/m);
    expect(bare.text).toMatch(/^Products to test: +—$/m);
  });

  it('cuts a long subject in the header', () => {
    const long = betaMail({ ...record, application: { ...application, username: 'x'.repeat(100) }, country: { name: 'x', english: 'South Georgia & South Sandwich Islands' } }, ctx);
    // The name gives way; the country after it still shows.
    expect(long.subject.length).toBe(150);
    expect(long.subject).toMatch(/^Beta testing application BT-7K3M9Q2X: x+… \(South Georgia & South Sandwich Islands\)$/);
  });
});

describe('the acknowledgement to the applicant', () => {
  const ack = (lang: (typeof LANGUAGES)[number]) => {
    const instance = i18n.forLanguage(lang);
    return betaAckMail({ ...record, lang }, (key, options) => instance.t(key, options), ctx);
  };

  it('goes to the applicant, replies to the beta team, in their language', () => {
    const mail = ack('de');
    expect(mail.to).toEqual(['jana@example.com']);
    expect(mail.replyTo).toBe('beta@hearthly.example');
    expect(mail.subject).toBe('Ihre Bewerbung für den Hearthly-Betatest (BT-7K3M9Q2X)');
    expect(mail.topic).toBe('beta-ack BT-7K3M9Q2X');
    expect(mail.text).toMatch(/^Hallo,$/m);
    // The reference to quote, a paragraph of its own.
    expect(mail.text).toContain('\n\nIhre Referenznummer lautet BT-7K3M9Q2X. Bitte geben Sie sie an, wenn Sie uns zu Ihrer Bewerbung schreiben.\n\n');
    expect(mail.text).toContain('Ihr Hearthly-Betatest-Team');
  });

  it.each(LANGUAGES)('has no untranslated key in %s', (lang) => {
    const mail = ack(lang);
    expect(`${mail.subject}\n${mail.text}`).not.toMatch(/beta:|ack\.|fields\.|\{\{/);
    expect(mail.subject).toContain('BT-7K3M9Q2X');
    expect(mail.text).toContain('BT-7K3M9Q2X');
    // Anyone can give any address in the form: nothing the sender typed reaches it under the brand's name.
    for (const typed of ['Jana', 'instagram.com/jana', 'Three floors']) expect(mail.text).not.toContain(typed);
  });
});
