import type { PageContext, PageDefinition } from '../../routes';
import { lazyPage } from '../../lazy-page';
import { faqItemKey } from '../../data/faq-item';

/** "12.html" → 12; anything else → null (the redirect rules send such paths to the FailPage). */
export function faqIdFromFile(file: string | undefined): number | null {
  const match = /^(\d{1,9})\.html$/.exec(file ?? '');
  return match && Number(match[1]) > 0 ? Number(match[1]) : null;
}

const keys = ({ params, lang }: PageContext) => {
  const id = faqIdFromFile(params.faqFile);
  return id === null ? [] : [faqItemKey(id, lang)];
};

export const faqItemPage: PageDefinition = {
  dataKeys: keys,
  requiredKeys: keys,
  views: {
    desktop: lazyPage(() => import('./faq-item-desktop')),
    mobile: lazyPage(() => import('./faq-item-mobile')),
  },
};
