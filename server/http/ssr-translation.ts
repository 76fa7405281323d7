// react-i18next as the server bundle sees it: everything of the real package, with a useTranslation
// that costs next to nothing. The server build resolves the client's `import … from 'react-i18next'` to
// this module (scripts/build/server-speed.ts); the browser's build has its own (client/translation.ts).
//
// Why it is safe on the server: each language has its own i18next instance with every namespace loaded
// at start-up, and it never changes language nor texts (server/i18n.ts). So a namespace's translate
// function can be made once per instance and reused by every component of every render, its texts
// remembered (client/translation-memo.ts). The real hook builds a copy of the instance and a new
// translate function for each component it is called in, and i18next copies all its options for every
// text: together a fifth of a page's render.
import { useContext } from 'react';
import { I18nContext, getI18n } from 'react-i18next';
import type { useTranslation as UseTranslation } from 'react-i18next';
import { translationFor } from '../../client/translation-memo';

export * from 'react-i18next';

export const useTranslation = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const instance = useContext(I18nContext)?.i18n ?? getI18n();
  return translationFor(instance, ns, options?.keyPrefix);
}) as unknown as typeof UseTranslation;
