import type { PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { fieldLimitConfigCall } from '../../data/field-limit-config';
import { modelNumberCall, subjectCall, ticketCategoryCall } from '../../data/support-options';

export const emailSupportPage: PageDefinition<'emailSupport'> = {
  namespaces: ['ticket', 'forms', 'upload', 'api'],
  data: ({ lang }) => [ticketCategoryCall(lang), modelNumberCall(lang), subjectCall(lang), fieldLimitConfigCall()],
  view: lazyPage(() => import('./email-support-view')),
};
