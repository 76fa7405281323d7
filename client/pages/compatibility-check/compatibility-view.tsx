import { useTranslation } from 'react-i18next';
import { CallsFailure } from '../../components/load-error';
import { PageSection } from '../../components/page-frame';
import { useSite } from '../../site-context';
import { CompatibilityForm, CompatibilityHelp, CompatibilityResult, GarageIllustration } from './parts';
import { useCompatibilityPage } from './use-compatibility-page';

export default function CompatibilityView() {
  const { t } = useTranslation('compatibility');
  const { config } = useSite();
  const page = useCompatibilityPage();
  return (
    <PageSection block="compat-page" title={t('title')}>
      {(heading, frame) => (
        <>
          <header className="compat-hero">
            <div className="compat-hero__text">
              {heading}
              <p className="compat-hero__intro">{t('intro', { brand: config.brandName })}</p>
            </div>
            <GarageIllustration className="compat-hero__art" />
          </header>
          <div className="compat-card">
            <CallsFailure failure={page.callsFailure} />
            <CompatibilityForm
              className={frame.mobile ? 'compat-form--mobile' : undefined}
              state={page.state}
              manufacturers={page.manufacturers}
              models={page.models}
              modelsLoading={page.modelsLoading}
              onManufacturer={page.chooseManufacturer}
              onModel={page.chooseModel}
            />
            <CompatibilityResult code={page.code} state={page.state} />
          </div>
          <CompatibilityHelp className={frame.mobile ? 'compat-help--mobile' : undefined} />
        </>
      )}
    </PageSection>
  );
}
