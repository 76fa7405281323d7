// The product categories of the menus that link to the main site's product lists (the desktop header's
// Products, the mobile menu's Home Automation): the list, or the line to show while there is none.
import { useTranslation } from 'react-i18next';
import type { ProductCategory } from '../../shared/api';
import { useProductCategories } from '../data/product-category';
import { useSite } from '../site-context';

export function useCategoryMenu(): { categories: ProductCategory[]; message: string | null } {
  const { t } = useTranslation('layout');
  const { lang } = useSite();
  const { data, error } = useProductCategories('all', lang);
  const categories = data?.category ?? [];
  if (categories.length > 0) return { categories, message: null };
  return { categories, message: error ? t('menu.categoriesFailed') : data ? t('menu.noCategories') : t('menu.loading') };
}
