// The Beta Testing page's state, for both layouts: the product tags and the application form, whose steps
// after Submit are the shared application form's: an incomplete form says so in a dialog; a complete one
// is sent behind a busy overlay and the outcome is told in a dialog ("Success", the server's reason, or
// that the request failed). The form is cleared once an application went through.
import { API_BASE } from '../../../shared/api';
import { BETA_APPLY_PATH } from '../../../shared/forms/beta';
import { useApplicationForm } from '../../components/form/application-form';
import type { Tag } from '../../components/form/tag-group';
import { useFailedCalls } from '../../data/failed-calls';
import { useProductCategories } from '../../data/product-category';
import { useSite } from '../../site-context';
import { BETA_DRAFT, EMPTY_BETA, betaErrors, betaFieldOrder, betaPayload } from './state';

export function useBetaTestingPage() {
  const { lang, layout } = useSite();
  const categories = useProductCategories('all', lang);
  const tags: Tag[] = (categories.data?.category ?? []).map((c) => ({
    value: String(c.id),
    label: c.title,
    icon: { src: c.icon, activeSrc: c.activeIcon },
  }));
  const app = useApplicationForm({
    guard: 'beta',
    url: `${API_BASE}${BETA_APPLY_PATH}`,
    initial: EMPTY_BETA,
    order: betaFieldOrder(layout),
    validate: (values) => betaErrors(values, layout),
    payload: (values) => betaPayload(values, layout),
    draft: BETA_DRAFT,
  });
  const failure = useFailedCalls(categories);
  return { ...app, tags, categoriesFailure: failure };
}

export type BetaTestingPage = ReturnType<typeof useBetaTestingPage>;
