import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { useSite } from '../../site-context';
import { CompatibilityForm, CompatibilityHelp, CompatibilityResult, GarageIllustration } from './parts';
import { useCompatibilityPage } from './use-compatibility-page';

export default function CompatibilityMobile() {
  const { t } = useTranslation('compatibility');
  const { config } = useSite();
  const page = useCompatibilityPage();
  return (
    <section className="m-page compat-page compat-page--mobile" aria-labelledby="compat-title">
      <PageTitle title={t('title')} />
      <GarageIllustration className="compat-page__m-art" />
      <h1 id="compat-title" className="m-page__title">
        {t('title')}
      </h1>
      <p className="compat-hero__intro">{t('intro', { brand: config.brandName })}</p>
      {page.manufacturersError && <LoadError error={page.manufacturersError} />}
      <CompatibilityForm
        className="compat-form--mobile"
        state={page.state}
        manufacturers={page.manufacturers}
        models={page.models}
        modelsLoading={page.modelsLoading}
        onManufacturer={page.chooseManufacturer}
        onModel={page.chooseModel}
      />
      <CompatibilityResult code={page.code} state={page.state} />
      <CompatibilityHelp className="compat-help--mobile" />
    </section>
  );
}
