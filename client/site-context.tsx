// Site-wide facts every component may read: language, layout, public configuration, render year.
import { createContext, useContext } from 'react';
import type { Language } from '../shared/i18n';
import type { PublicConfig } from '../shared/public-config';
import { sitePath, type Layout } from '../shared/routes';

export interface Site {
  lang: Language;
  layout: Layout;
  config: PublicConfig;
  year: number;
}

export const SiteContext = createContext<Site | null>(null);

export function useSite(): Site {
  const site = useContext(SiteContext);
  if (!site) throw new Error('useSite outside <SiteContext>');
  return site;
}

/** A full site path (for <a href>, outside the router) in the current layout and language. */
export function useSitePath(): (canonical: string) => string {
  const { layout, lang } = useSite();
  return (canonical) => sitePath(canonical, layout, lang);
}
