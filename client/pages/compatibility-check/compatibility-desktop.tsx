import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../components/page-title';
import { LoadError } from '../../components/load-error';
import { useSite } from '../../site-context';
import { CompatibilityForm, CompatibilityHelp, CompatibilityResult, GarageIllustration } from './parts';
import { useCompatibilityPage } from './use-compatibility-page';

export default function CompatibilityDesktop() {
  const { t } = useTranslation('compatibility');
  const { config } = useSite();
  const page = useCompatibilityPage();
  return (
    <section className="page compat-page" aria-labelledby="compat-title">
      <PageTitle title={t('title')} />
      <header className="compat-hero">
        <div className="compat-hero__text">
          <h1 id="compat-title">{t('title')}</h1>
          <p className="compat-hero__intro">{t('intro', { brand: config.brandName })}</p>
        </div>
        <GarageIllustration className="compat-hero__art" />
      </header>
      <div className="compat-card">
        {page.manufacturersError && <LoadError error={page.manufacturersError} />}
        <CompatibilityForm
          state={page.state}
          manufacturers={page.manufacturers}
          models={page.models}
          modelsLoading={page.modelsLoading}
          onManufacturer={page.chooseManufacturer}
          onModel={page.chooseModel}
        />
        <CompatibilityResult code={page.code} state={page.state} />
      </div>
      <CompatibilityHelp />
    </section>
  );
}
