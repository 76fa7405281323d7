import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { DisclaimerArticle } from './parts';

export default function DisclaimerDesktop() {
  const { t } = useTranslation('library');
  return (
    <>
      <PageTitle title={t('disclaimer.title')} />
      <DisclaimerArticle className="page disclaimer" />
    </>
  );
}
