// What the server reads before it renders the page: its calls, the one without which it does not exist.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageContext, PageData } from '../../page-definition';
import { faqItemCall } from '../../data/faq-item';

const itemCall = ({ params, lang }: PageContext<'faqItem'>) => [faqItemCall(params.faqId, lang)];

export const faqItemData: PageData<'faqItem'> = {
  data: itemCall,
  // A missing item sends the visitor to the FailPage.
  required: itemCall,
};
