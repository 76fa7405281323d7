// react-i18next as the browser's build sees it: everything of the real package, with a cheaper
// useTranslation. The client build resolves every other module's `import … from 'react-i18next'` to this
// one (scripts/build/lean-client.ts).
//
// The real hook, in every component that calls it, subscribes to the instance's events, builds a
// translate function and copies the instance (to give it a new identity when the language changes), and
// i18next then works through its options for every text. In the browser the language never changes (a
// language is a page load) and a namespace's texts never change once they are here, so one translate
// function per namespace serves every component, remembering its texts (client/translation-memo.ts).
// A namespace still to come (the next page's, after a move) is fetched and the component suspends until
// it is here, as with the real hook.
import { useContext } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, getI18n, type useTranslation as UseTranslation } from 'react-i18next';
import { translationFor } from './translation-memo';

export * from 'react-i18next';

/** The namespaces asked for: `ns`, or the provider's or instance's default namespace when none is. */
function namespacesOf(instance: I18n, ns: string | readonly string[] | undefined, contextDefault: unknown): string[] {
  const asked = ns ?? contextDefault ?? instance.options.defaultNS;
  return typeof asked === 'string' ? [asked] : Array.isArray(asked) ? [...(asked as string[])] : [];
}

export const useTranslation = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const context = useContext(I18nContext) as { i18n?: I18n; defaultNS?: unknown } | null;
  const instance = context?.i18n ?? getI18n();
  if (options && Object.keys(options).some((name) => name !== 'keyPrefix')) {
    throw new Error(`useTranslation takes only a keyPrefix in this site, not ${Object.keys(options).join(', ')}`);
  }
  const names = namespacesOf(instance, ns, context?.defaultNS);
  // Loaded as i18next counts it: here, or failed to arrive (then i18next gives the keys, as for the real
  // hook, rather than the component waiting for ever).
  if (!names.every((name) => instance.hasLoadedNamespace(name))) {
    throw new Promise<void>((resolve) => {
      void instance.loadNamespaces(names, () => resolve());
    });
  }
  return translationFor(instance, ns, options?.keyPrefix);
}) as unknown as typeof UseTranslation;
