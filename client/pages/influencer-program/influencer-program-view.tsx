import { API_BASE } from '../../../shared/api';
import { INFLUENCER_APPLY_PATH } from '../../../shared/forms/partnership';
import { useApplicationForm } from '../../components/form/application-form';
import { ApplicationPage } from '../../components/partnership';
import { ChannelLinks, InfluencerChoices } from './parts';
import { EMPTY_INFLUENCER, INFLUENCER_DRAFT, INFLUENCER_ORDER, influencerErrors, influencerPayload } from './state';

export default function InfluencerProgramView() {
  const app = useApplicationForm({
    guard: 'influencer',
    url: `${API_BASE}${INFLUENCER_APPLY_PATH}`,
    initial: EMPTY_INFLUENCER,
    order: INFLUENCER_ORDER,
    validate: influencerErrors,
    payload: influencerPayload,
    draft: INFLUENCER_DRAFT,
  });
  return (
    <ApplicationPage program="influencer" app={app}>
      <ChannelLinks form={app.form} />
      <InfluencerChoices form={app.form} />
    </ApplicationPage>
  );
}
