import type { PageContext, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { faqItemCall } from '../../data/faq-item';

const itemCall = ({ params, lang }: PageContext<'faqItem'>) => [faqItemCall(params.faqId, lang)];

export const faqItemPage: PageDefinition<'faqItem'> = {
  namespaces: ['faq'],
  data: itemCall,
  // A missing item sends the visitor to the FailPage.
  required: itemCall,
  view: lazyPage(() => import('./faq-item-view')),
};
