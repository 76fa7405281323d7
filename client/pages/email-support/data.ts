// What the server reads before it renders the page: its calls.
// Only client/page-data.ts imports it, so none of it reaches the browser's bundle.
import type { PageData } from '../../page-definition';
import { fieldLimitConfigCall } from '../../data/field-limit-config';
import { modelNumberCall, subjectCall, ticketCategoryCall } from '../../data/support-options';

export const emailSupportData: PageData<'emailSupport'> = {
  data: ({ lang }) => [ticketCategoryCall(lang), modelNumberCall(lang), subjectCall(lang), fieldLimitConfigCall()],
};
