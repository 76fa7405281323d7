// react-i18next as the browser's build sees it: everything of the real package, with a useTranslation
// that is cheap for the namespaces the browser already holds. The client build resolves every other
// module's `import … from 'react-i18next'` to this one (scripts/build/lean-client.ts).
//
// The real hook, in every component that calls it, subscribes to the instance's events, builds a
// translate function and copies the instance (to give it a new identity when the language changes), and
// i18next then works through its options for every text. In the browser the language never changes (a
// language is a page load) and a namespace's texts never change once they are here, so for those
// namespaces one translate function per namespace serves every component, remembering its texts
// (client/translation-memo.ts). A namespace still to come (the next page's, after a move) takes the real
// hook, which fetches it and suspends until it is here.
import { useContext, useRef } from 'react';
import type { i18n as I18n } from 'i18next';
import { I18nContext, getI18n, useTranslation as useFullTranslation } from 'react-i18next';
import { translationFor } from './translation-memo';

export * from 'react-i18next';

/** Whether every namespace asked for (the default one when none is) is held in the page's language. */
function held(instance: I18n, ns: string | readonly string[] | undefined, defaultNS: unknown): boolean {
  const asked = ns ?? defaultNS ?? instance.options.defaultNS;
  const names = typeof asked === 'string' ? [asked] : Array.isArray(asked) ? (asked as string[]) : [];
  return names.length > 0 && names.every((name) => instance.hasResourceBundle(instance.language, name));
}

export const useTranslation = ((ns?: string | readonly string[], options?: { keyPrefix?: string }) => {
  const context = useContext(I18nContext);
  const instance = context?.i18n ?? getI18n();
  // Chosen on a component's first render and kept for its life, so that it calls the same hooks on every
  // render: the shared translation once its namespaces are here (they stay), the real hook otherwise (it
  // suspends until they are, and the component then renders anew as a first render). The real hook is
  // called conditionally on purpose: the condition is fixed for the component's life.
  const shared = useRef<boolean | null>(null);
  if (shared.current === null) {
    const onlyPrefix = options === undefined || Object.keys(options).every((name) => name === 'keyPrefix');
    shared.current = onlyPrefix && instance.isInitialized && held(instance, ns, (context as { defaultNS?: unknown } | null)?.defaultNS);
  }
  return shared.current ? translationFor(instance, ns, options?.keyPrefix) : useFullTranslation(ns, options);
}) as unknown as typeof useFullTranslation;
