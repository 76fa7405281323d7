// The row under a form with its Submit button: pressable once the page's form guard is ready (until then
// a press could not be sent). `block` is the form's CSS block: the row is `<block>__actions`, the button
// `<block>__submit`. Without JavaScript the button never becomes pressable: a note under it says why and
// gives the address that takes the same request by e-mail (`mail`: the support team's, or the security
// team's for vulnerability reports).
import { useTranslation } from 'react-i18next';
import { useSite } from '../../site-context';
import { TaggedText } from '../tagged-text';

export interface SubmitRowProps {
  block: string;
  ready: boolean;
  label: string;
  mail?: 'support' | 'security';
}

export function SubmitRow({ block, ready, label, mail = 'support' }: SubmitRowProps) {
  const { t } = useTranslation('forms');
  const { config } = useSite();
  const email = mail === 'security' ? config.securityEmail : config.supportEmail;
  return (
    <>
      <div className={`${block}__actions`}>
        <button type="submit" className={`button button--primary ${block}__submit`} disabled={!ready}>
          {label}
        </button>
      </div>
      <noscript>
        <p className="form-noscript">
          <TaggedText text={t('noScript', { email })} tags={{ mail: <a href={`mailto:${email}`} /> }} />
        </p>
      </noscript>
    </>
  );
}
