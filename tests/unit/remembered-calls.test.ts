// The content calls' answers kept per content version (server/api/remembered-calls.ts), with loaders
// that count their reads.
import { describe, expect, it } from 'vitest';
import type { GetCallLoaders } from '../../server/api/get-calls';
import { rememberedCalls } from '../../server/api/remembered-calls';

function counting() {
  const reads: string[] = [];
  let fail = false;
  const loaders = {
    faqCategory: async (q: { lang: string }) => {
      reads.push(`faqCategory ${q.lang}`);
      if (fail) throw new Error('database away');
      return [{ id: 1, title: `Setup (${q.lang})` }];
    },
    productCategory: async (q: { type: string; lang: string }) => {
      reads.push(`productCategory ${q.type} ${q.lang}`);
      return { category: [] };
    },
    faqList: async () => {
      reads.push('faqList');
      return { pageData: [], total: 0 };
    },
    document: async () => {
      reads.push('document');
      return { pageData: [], total: 0 };
    },
  } as unknown as GetCallLoaders;
  return { loaders, reads, failNext: (value: boolean) => (fail = value) };
}

describe('the content calls kept per content version', () => {
  it('reads an answer once per version, whatever order its parameters come in', async () => {
    const { loaders, reads } = counting();
    let version = 1;
    const calls = rememberedCalls(loaders, () => version, { freeze: false });
    await calls.productCategory({ type: 'smart', lang: 'de' });
    await calls.productCategory({ lang: 'de', type: 'smart' });
    await calls.productCategory({ type: 'smart', lang: 'en' });
    expect(reads).toEqual(['productCategory smart de', 'productCategory smart en']);
    version = 2;
    await calls.productCategory({ type: 'smart', lang: 'de' });
    await calls.productCategory({ type: 'smart', lang: 'de' });
    expect(reads).toHaveLength(3);
  });

  it('shares one read among the requests that ask at once, and keeps no failure', async () => {
    const { loaders, reads, failNext } = counting();
    const calls = rememberedCalls(loaders, () => 1, { freeze: false });
    const answers = await Promise.all([calls.faqCategory({ lang: 'it' }), calls.faqCategory({ lang: 'it' })]);
    expect(answers[0]).toBe(answers[1]);
    expect(reads).toEqual(['faqCategory it']);
    failNext(true);
    await expect(calls.faqCategory({ lang: 'fr' })).rejects.toThrow('database away');
    failNext(false);
    expect(await calls.faqCategory({ lang: 'fr' })).toEqual([{ id: 1, title: 'Setup (fr)' }]);
    expect(reads).toEqual(['faqCategory it', 'faqCategory fr', 'faqCategory fr']);
  });

  it('keeps at most `max` answers, dropping the one used longest ago', async () => {
    const { loaders, reads } = counting();
    const calls = rememberedCalls(loaders, () => 1, { max: 2, freeze: false });
    for (const lang of ['en', 'de', 'en', 'ja', 'en', 'de']) await calls.faqCategory({ lang } as never);
    // "de" went when "ja" came ("en" had been used since); "en" stayed.
    expect(reads).toEqual(['faqCategory en', 'faqCategory de', 'faqCategory ja', 'faqCategory de']);
  });

  it('keeps answers of at most `maxBytes` together (as JSON), dropping the ones used longest ago', async () => {
    const { loaders, reads } = counting();
    // Every answer here is as long as another (a language code in it): room for two.
    const size = JSON.stringify([{ id: 1, title: 'Setup (en)' }]).length;
    const calls = rememberedCalls(loaders, () => 1, { maxBytes: 2 * size, freeze: false });
    for (const lang of ['en', 'de', 'en', 'ja', 'en', 'de']) await calls.faqCategory({ lang } as never);
    expect(reads).toEqual(['faqCategory en', 'faqCategory de', 'faqCategory ja', 'faqCategory de']);
  });

  it('reads the FAQ list (its popular order follows the reads) and the documents every time', async () => {
    const { loaders, reads } = counting();
    const calls = rememberedCalls(loaders, () => 1, { freeze: false });
    for (let i = 0; i < 2; i++) {
      await calls.faqList({} as never);
      await calls.document({} as never);
    }
    expect(reads).toEqual(['faqList', 'document', 'faqList', 'document']);
  });

  it('freezes what it shares outside production, so that a change throws instead of reaching another page', async () => {
    const { loaders } = counting();
    const calls = rememberedCalls(loaders, () => 1, { freeze: true });
    const categories = await calls.faqCategory({ lang: 'es' });
    expect(() => categories.push({ id: 2, title: 'x' })).toThrow(TypeError);
    expect(() => Object.assign(categories[0]!, { title: 'changed' })).toThrow(TypeError);
    expect((await calls.faqCategory({ lang: 'es' }))[0]!.title).toBe('Setup (es)');
  });
});
