import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { usePageFrame } from '../../components/page-frame';
import { DisclaimerArticle } from './parts';

export default function DisclaimerView() {
  const { t } = useTranslation('library');
  const frame = usePageFrame('disclaimer');
  return (
    <>
      <PageTitle title={t('disclaimer.title')} />
      <DisclaimerArticle className={frame.section} />
    </>
  );
}
