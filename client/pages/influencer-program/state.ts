// The Influencer Program form's values and rules. The form keeps one input per channel link (blank ones
// are not sent); the rules are the influencer schema's, shared with the server
// (docs/decisions/0016-partnership-forms.md).
import { CHANNELS_MAX, influencerSchema, type InfluencerPayload } from '../../../shared/forms/partnership';
import { schemaErrors, type FormErrors } from '../../components/form/use-form';
import { draftCodec } from '../../components/form/use-session-draft';

/** The form's values are what it sends, except that `channels` holds every input, blank ones included. */
export type InfluencerValues = InfluencerPayload;
export type InfluencerField = keyof InfluencerValues;

export const EMPTY_INFLUENCER: InfluencerValues = { name: '', email: '', country: '', channels: [''], audience: '', focus: '', note: '' };

/** The form's draft in the tab's sessionStorage. */
export const INFLUENCER_DRAFT = {
  key: 'hearthly.influencerDraft',
  codec: draftCodec(EMPTY_INFLUENCER),
};

/** The fields in the order the form shows them: the first invalid one takes focus on submit. */
export const INFLUENCER_ORDER: readonly InfluencerField[] = ['name', 'email', 'country', 'channels', 'audience', 'focus', 'note'];

/** What the form sends: the channel links without the inputs left blank. */
export function influencerPayload(values: InfluencerValues): InfluencerPayload {
  return { ...values, channels: values.channels.filter((link) => link.trim() !== '') };
}

export function influencerErrors(values: InfluencerValues): FormErrors<InfluencerField> {
  return schemaErrors<InfluencerField>(influencerSchema, influencerPayload(values));
}

/** The inputs with one more, blank, at the end; as they were once there are CHANNELS_MAX. */
export function withChannelAdded(channels: readonly string[]): string[] {
  return channels.length >= CHANNELS_MAX ? [...channels] : [...channels, ''];
}

/** The inputs without the one at `index`; the last input stays (emptied). */
export function withChannelRemoved(channels: readonly string[], index: number): string[] {
  const rest = channels.filter((_, i) => i !== index);
  return rest.length > 0 ? rest : [''];
}
