import type { PageContext, PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { faqItemCall } from '../../data/faq-item';

export const faqItemPage: PageDefinition = {
  namespaces: ['faq'],
  view: lazyPage(() => import('./faq-item-view')),
};

const itemCall = ({ params, lang }: PageContext<'faqItem'>) => [faqItemCall(params.faqId, lang)];

export const faqItemData: PageData<'faqItem'> = {
  data: itemCall,
  // A missing item sends the visitor to the FailPage.
  required: itemCall,
};
