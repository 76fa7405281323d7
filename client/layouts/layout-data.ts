import type { CallRef } from '../../shared/api';
import type { Language } from '../../shared/i18n';
import type { Layout } from '../../shared/routes';
import { cloudServiceCall } from '../data/cloud-service';
import { productCategoryCall } from '../data/product-category';

/** Data every page of a layout reads: the cloud status in the header, the mobile menu's categories. */
export function layoutData(layout: Layout, lang: Language): CallRef[] {
  return layout === 'mobile' ? [cloudServiceCall(lang), productCategoryCall('all', lang)] : [cloudServiceCall(lang)];
}
