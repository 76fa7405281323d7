// The state a page hands the browser (server/http/render.tsx): written with the texts' JSON kept per
// resources object, it must read back exactly as the state itself, stay safe inside a <script>, and
// the i18n's resources must be the same object for the same language and namespaces.
import { describe, expect, it } from 'vitest';
import type { SsrState } from '../../client/ssr-state';
import { createI18n } from '../../server/i18n';
import { serialiseForScript, stateSerialiser } from '../../server/http/render';

const config = { siteUrl: 'https://support.example.com' } as unknown as SsrState['config'];

function state(resources: SsrState['resources'], fallback: Record<string, unknown>): SsrState {
  return {
    lang: 'en',
    layout: 'desktop',
    view: { kind: 'page', page: { id: 'faqList', params: {} }, canonicalPath: '/Support/FAQs' } as unknown as SsrState['view'],
    fallback,
    refused: {},
    resources,
    config,
    styles: ['/assets/site.css'],
    year: 2026,
  };
}

describe('the serialised page state', () => {
  const resources = { en: { common: { close: 'Close', brand: 'Hearthly </script><!-- \u2028' } } };

  it('reads back as the state, for one resources object asked for many times', () => {
    const serialise = stateSerialiser();
    for (const fallback of [{}, { '/faqList?lang=en': { list: [{ title: 'Wi-Fi </script>' }] } }, { other: 1 }]) {
      const written = serialise(state(resources, fallback));
      expect(JSON.parse(written)).toEqual(state(resources, fallback));
    }
  });

  it('writes nothing a script element or a JavaScript string could be broken by', () => {
    const written = stateSerialiser()(state(resources, { note: '<b>&</b>\u2029' }));
    expect(written).not.toMatch(/[<>&\u2028\u2029]/);
    expect(serialiseForScript('</script>')).toBe('"\\u003c/script\\u003e"');
  });

  it('gets the same resources object for the same language and namespaces', async () => {
    const i18n = await createI18n({ en: { common: { a: 'A' }, faq: { b: 'B' } }, de: { common: { a: 'Ä' } } });
    expect(i18n.resources('en', ['common'])).toBe(i18n.resources('en', ['common']));
    expect(i18n.resources('en', ['common', 'faq'])).toEqual({ en: { common: { a: 'A' }, faq: { b: 'B' } } });
    expect(i18n.resources('de', ['common'])).not.toBe(i18n.resources('en', ['common']));
    expect(i18n.resources('de', ['common', 'missing'])).toEqual({ de: { common: { a: 'Ä' } } });
    expect(i18n.resources('de')).toEqual({ de: { common: { a: 'Ä' } } });
  });
});
