import type { PageData, PageDefinition } from '../../page-definition';
import { lazyPage } from '../../lazy-page';
import { fieldLimitConfigCall } from '../../data/field-limit-config';
import { modelNumberCall, subjectCall, ticketCategoryCall } from '../../data/support-options';

export const emailSupportPage: PageDefinition = {
  namespaces: ['ticket', 'forms', 'upload', 'api'],
  view: lazyPage(() => import('./email-support-view')),
};

export const emailSupportData: PageData<'emailSupport'> = {
  data: ({ lang }) => [ticketCategoryCall(lang), modelNumberCall(lang), subjectCall(lang), fieldLimitConfigCall()],
};
