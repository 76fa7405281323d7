// The pieces of the Influencer Program page: the channel links, one input each, added and removed by the
// visitor, and the two choices (audience size, content focus).
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { issueText } from '../../../shared/forms/issues';
import { AUDIENCE_SIZES, CHANNELS_MAX, CHANNEL_URL_MAX, CONTENT_FOCUSES, isChannelUrl, linkAsRead } from '../../../shared/forms/partnership';
import { useEarlyValue } from '../../components/early-input';
import { RequiredMark, errorId, hintId } from '../../components/form/field';
import { SelectField } from '../../components/form/select-field';
import type { useForm } from '../../components/form/use-form';
import { useSite } from '../../site-context';
import { withChannelAdded, withChannelRemoved, type InfluencerValues } from './state';

type InfluencerForm = ReturnType<typeof useForm<InfluencerValues>>;

/** The id of the input of channel link `index` (the first has the field's id: focus on submit goes there). */
const inputId = (base: string, index: number) => (index === 0 ? base : `${base}-${index}`);

export function ChannelLinks({ form }: { form: InfluencerForm }) {
  const { t } = useTranslation('partnership');
  const { t: tf } = useTranslation('forms');
  const { lang } = useSite();
  const channels = form.values.channels;
  const base = form.id('channels');
  const labelId = `${base}-label`;
  const label = t('fields.channels.label');
  const error = form.errors.channels;
  // After adding or removing an input, focus moves to the input concerned.
  const [focusIndex, setFocusIndex] = useState<number | null>(null);
  useEffect(() => {
    if (focusIndex === null) return;
    document.getElementById(inputId(base, focusIndex))?.focus();
    setFocusIndex(null);
  }, [focusIndex, base]);

  const set = (next: string[]) => form.setValue('channels', next);
  // The page arrives with one input: the one a visitor can type in before the page hydrates.
  const firstRef = useEarlyValue<HTMLInputElement>(channels[0] ?? '', (value) => set(channels.map((v, i) => (i === 0 ? value : v))));
  const faulty = (value: string, index: number) =>
    error !== undefined && (linkAsRead(value) === '' ? index === 0 && error.key === 'errors.channelsRequired' : !isChannelUrl(linkAsRead(value)));
  // The one message is about the links at fault: those are marked and described by it, so that a screen reader
  // names it on them and not on a good or empty link. A message no single link is at fault for goes on the first.
  const anyFaulty = channels.some(faulty);
  const invalid = (value: string, index: number) => error !== undefined && (anyFaulty ? faulty(value, index) : index === 0);
  return (
    <div className="form-field channel-links" role="group" aria-labelledby={labelId}>
      <p id={labelId} className="form-field__label">
        <RequiredMark />
        {label}
      </p>
      <p id={hintId(base)} className="form-field__hint">
        {t('fields.channels.hint', { max: CHANNELS_MAX })}
      </p>
      <ol className="channel-links__list">
        {channels.map((value, index) => (
          // The inputs are the list's positions: their values live in the form's state.
          <li key={index} className="channel-links__item">
            <input
              ref={index === 0 ? firstRef : undefined}
              id={inputId(base, index)}
              className="form-input"
              type="url"
              inputMode="url"
              autoComplete={index === 0 ? 'url' : 'off'}
              aria-label={t('fields.channels.item', { n: index + 1 })}
              aria-describedby={[hintId(base), ...(invalid(value, index) ? [errorId(base)] : [])].join(' ')}
              aria-invalid={invalid(value, index) ? true : undefined}
              aria-required={index === 0 ? true : undefined}
              maxLength={CHANNEL_URL_MAX}
              // The example shows while the list has one input: beside a Remove button it no longer fits a phone.
              placeholder={channels.length === 1 ? t('fields.channels.placeholder') : undefined}
              value={value}
              onChange={(e) => set(channels.map((v, i) => (i === index ? e.target.value : v)))}
              onBlur={() => form.blur('channels')}
            />
            {channels.length > 1 && (
              <button
                type="button"
                className="button channel-links__remove"
                aria-label={t('fields.channels.remove', { n: index + 1 })}
                onClick={() => {
                  set(withChannelRemoved(channels, index));
                  setFocusIndex(Math.max(0, index - 1));
                }}
              >
                <span aria-hidden="true">×</span>
              </button>
            )}
          </li>
        ))}
      </ol>
      {channels.length < CHANNELS_MAX && (
        <button
          type="button"
          className="button channel-links__add"
          onClick={() => {
            set(withChannelAdded(channels));
            setFocusIndex(channels.length);
          }}
        >
          {t('fields.channels.add')}
        </button>
      )}
      <p id={errorId(base)} className="form-field__error" aria-live="polite">
        {error ? issueText(tf, error, label, lang) : null}
      </p>
    </div>
  );
}

/** Audience size and content focus: a choice each, from the schema's lists. */
export function InfluencerChoices({ form }: { form: InfluencerForm }) {
  const { t } = useTranslation('partnership');
  const options = (group: 'audience' | 'focus', values: readonly string[]) => values.map((value) => ({ value, label: t(`${group}.${value}`) }));
  return (
    <div className="partner-form__pair">
      <SelectField
        {...form.bind('audience')}
        label={t('fields.audience.label')}
        hint={t('fields.audience.hint')}
        required
        placeholder={t('fields.audience.placeholder')}
        options={options('audience', AUDIENCE_SIZES)}
      />
      <SelectField
        {...form.bind('focus')}
        label={t('fields.focus.label')}
        required
        placeholder={t('fields.focus.placeholder')}
        options={options('focus', CONTENT_FOCUSES)}
      />
    </div>
  );
}
