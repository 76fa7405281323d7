// The pieces of the Compatibility Check page.
import { useId } from 'react';
import { Trans, useTranslation } from 'react-i18next';
import { Link } from '../../components/link';
import type { CompatibleModel } from '../../../shared/api';
import { COMPATIBILITY_SUPPORT } from '../../../shared/limits';
import { faqItemPath, sitePath } from '../../../shared/routes';
import { useSite } from '../../site-context';
import { useEarlyValue } from '../../components/early-input';
import { NOT_LISTED_MODEL, type CompatibilityState, type SupportCode } from './state';

/** The FAQ that explains how to find and check an opener's model. */
export const COMPATIBILITY_FAQ_ID = 78;

export interface CompatibilityFormProps {
  state: CompatibilityState;
  manufacturers: string[];
  models: CompatibleModel[];
  modelsLoading: boolean;
  onManufacturer(manufacturer: string): void;
  onModel(model: string): void;
  className?: string;
}

export function CompatibilityForm(props: CompatibilityFormProps) {
  const { t } = useTranslation('compatibility');
  const manufacturerId = useId();
  const modelId = useId();
  const { state } = props;
  const manufacturerRef = useEarlyValue<HTMLSelectElement>(state.manufacturer, props.onManufacturer);
  // A model chosen before hydration counts only from the list of the manufacturer still chosen: the list
  // changes with the manufacturer only once the page is live.
  const modelRef = useEarlyValue<HTMLSelectElement>(state.model, (model) => {
    if (manufacturerRef.current?.value === state.manufacturer) props.onModel(model);
  });
  const modelPlaceholder = !state.manufacturer
    ? t('model.chooseManufacturerFirst')
    : props.modelsLoading
      ? t('model.loading')
      : t('model.placeholder');
  return (
    // A GET form whose fields are the page's query: with JavaScript each choice updates the URL at once;
    // without it, the Check button sends the choices and the server renders the models or the answer.
    <form className={`compat-form ${props.className ?? ''}`} method="get" onSubmit={(e) => e.preventDefault()}>
      <div className="compat-form__field">
        <span className="compat-form__step" aria-hidden="true">
          1
        </span>
        <label htmlFor={manufacturerId} className="compat-form__label">
          {t('manufacturer.label')}
        </label>
        <select
          ref={manufacturerRef}
          id={manufacturerId}
          name="manufacturer"
          className="compat-form__select"
          value={state.manufacturer}
          onChange={(e) => props.onManufacturer(e.target.value)}
        >
          <option value="">{t('manufacturer.placeholder')}</option>
          {props.manufacturers.map((m) => (
            <option key={m} value={m}>
              {m}
            </option>
          ))}
        </select>
      </div>
      <div className="compat-form__field">
        <span className="compat-form__step" aria-hidden="true">
          2
        </span>
        <label htmlFor={modelId} className="compat-form__label">
          {t('model.label')}
        </label>
        <select
          ref={modelRef}
          id={modelId}
          name="model"
          className="compat-form__select"
          value={state.model}
          disabled={!state.manufacturer || props.modelsLoading}
          aria-busy={props.modelsLoading}
          onChange={(e) => props.onModel(e.target.value)}
        >
          <option value="">{modelPlaceholder}</option>
          {props.models.map((m) => (
            <option key={m.model} value={m.model}>
              {m.model === NOT_LISTED_MODEL.model ? t('model.notListed') : m.model}
            </option>
          ))}
        </select>
      </div>
      <noscript>
        <button type="submit" className="button button--primary compat-form__check">
          {t('check')}
        </button>
      </noscript>
    </form>
  );
}

const KIND: Record<Exclude<SupportCode, 0>, 'works' | 'accessory' | 'contact'> = {
  [COMPATIBILITY_SUPPORT.works]: 'works',
  [COMPATIBILITY_SUPPORT.accessory]: 'accessory',
  [COMPATIBILITY_SUPPORT.contact]: 'contact',
};

/** The answer for the chosen model; an always-present live region, so a new answer is announced. */
export function CompatibilityResult({ code, state }: { code: SupportCode; state: CompatibilityState }) {
  const { t } = useTranslation('compatibility');
  const { config } = useSite();
  const kind = code === COMPATIBILITY_SUPPORT.none ? null : KIND[code];
  const door = { manufacturer: state.manufacturer, model: state.model, brand: config.brandName };
  return (
    <div className={`compat-result${kind ? ` compat-result--${kind}` : ''}`} role="status" aria-live="polite">
      {kind && (
        <>
          <ResultIcon kind={kind} />
          <div className="compat-result__body">
            <h2 className="compat-result__title">{t(`result.${kind}.title`)}</h2>
            {kind === 'works' && (
              <>
                <p>{t('result.works.text', door)}</p>
                <Link to="/Support/Downloads" className="compat-result__link">
                  {t('result.works.link')}
                </Link>
              </>
            )}
            {kind === 'accessory' && (
              <>
                <p>{t('result.accessory.text', door)}</p>
                <Link to="/Support/Downloads?keyword=HA101" className="compat-result__link">
                  {t('result.accessory.link')}
                </Link>
              </>
            )}
            {kind === 'contact' && (
              <p>
                <Trans
                  t={t}
                  i18nKey="result.contact.text"
                  values={{ email: config.supportEmail }}
                  components={{ mail: <a href={`mailto:${config.supportEmail}`} className="compat-result__mail" /> }}
                />
              </p>
            )}
          </div>
        </>
      )}
    </div>
  );
}

function ResultIcon({ kind }: { kind: 'works' | 'accessory' | 'contact' }) {
  return (
    <svg className="compat-result__icon" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <circle cx="24" cy="24" r="22" className="compat-result__icon-bg" />
      {kind === 'works' && <path d="M14 24.5l7 7 13-14" className="compat-result__icon-mark" />}
      {kind === 'accessory' && <path d="M24 14v20M14 24h20" className="compat-result__icon-mark" />}
      {kind === 'contact' && (
        <>
          <rect x="12" y="15" width="24" height="18" rx="2.5" className="compat-result__icon-mark" />
          <path d="M13 17l11 8.5L35 17" className="compat-result__icon-mark" />
        </>
      )}
    </svg>
  );
}

/** The link to the FAQ on checking an opener and the way out when a door is not listed. */
export function CompatibilityHelp({ className }: { className?: string }) {
  const { t } = useTranslation('compatibility');
  const { config, layout, lang } = useSite();
  const faq = faqItemPath(COMPATIBILITY_FAQ_ID);
  return (
    <aside className={`compat-help ${className ?? ''}`} aria-labelledby="compat-help-title">
      <h2 id="compat-help-title" className="compat-help__title">
        {t('help.title')}
      </h2>
      <ul className="compat-help__list">
        <li>
          {/* Its whole address, for paper (client/styles/print.css). */}
          <Link to={faq} data-address={`${config.siteUrl}${sitePath(faq, layout, lang)}`}>
            {t('help.faq')}
          </Link>
        </li>
        <li>
          <Trans
            t={t}
            i18nKey="help.notListed"
            values={{ email: config.supportEmail }}
            components={{ mail: <a href={`mailto:${config.supportEmail}`} /> }}
          />
        </li>
      </ul>
    </aside>
  );
}

/** A garage with a connected opener: the page's illustration. */
export function GarageIllustration({ className }: { className?: string }) {
  return (
    <svg className={`garage-art ${className ?? ''}`} viewBox="0 0 240 160" aria-hidden="true" focusable="false">
      <path d="M20 70L120 18l100 52v82H20z" className="garage-art__house" />
      <path d="M12 74L120 16l108 58" className="garage-art__roof" />
      <rect x="52" y="78" width="136" height="74" rx="3" className="garage-art__frame" />
      {[0, 1, 2, 3, 4].map((i) => (
        <rect key={i} x="58" y={84 + i * 13.5} width="124" height="10.5" rx="1.5" className="garage-art__panel" />
      ))}
      <rect x="104" y="52" width="32" height="14" rx="3" className="garage-art__opener" />
      <circle cx="130" cy="59" r="2.5" className="garage-art__led" />
      <path d="M152 44a14 14 0 0 1 0 22M160 37a24 24 0 0 1 0 36M168 30a34 34 0 0 1 0 50" className="garage-art__wave" />
    </svg>
  );
}
