import { FaqArticle } from './faq-article';

export default function FaqItemDesktop() {
  return <FaqArticle className="page faq-item" />;
}
