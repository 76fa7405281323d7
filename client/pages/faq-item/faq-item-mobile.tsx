import { FaqArticle } from './faq-article';

export default function FaqItemMobile() {
  return <FaqArticle className="m-page faq-item faq-item--mobile" />;
}
