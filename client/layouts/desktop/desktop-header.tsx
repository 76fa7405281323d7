// The desktop header, left to right: logo to the main site; the main menus (the main site's shop and its
// products by category, this site's Support pages, the free products to test, About Us on the main site);
// the cloud status and the language switch.
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { HeaderMenu } from '../../components/header-menu';
import { LanguageSwitch } from '../../components/language-switch';
import { Link } from '../../components/link';
import { SupportMenu } from '../../components/support-menu';
import { BETA_TESTING_PATH, MAIN_SITE_PATHS, isHighlighted, mainSiteLink, productListLink } from '../../components/support-nav';
import { useCategoryMenu } from '../../components/product-categories';
import { usePreloadProductCategories } from '../../data/product-category';
import { useSite } from '../../site-context';
import { CloudStatus } from '../cloud-status';
import { Logo } from '../logo';

export function DesktopHeader() {
  const { t } = useTranslation('layout');
  const { config, lang } = useSite();
  const { pathname } = useLocation();
  const preloadCategories = usePreloadProductCategories('all', lang);
  const freeProductsCurrent = isHighlighted({ path: BETA_TESTING_PATH }, pathname);
  return (
    <header className="site-header">
      <div className="site-header__inner">
        <Logo />
        <nav className="site-header__nav" aria-label={t('nav.main')}>
          <a className="header-link" href={mainSiteLink(config.mainSiteUrl, MAIN_SITE_PATHS.shop.desktop)}>
            {t('nav.shop')}
          </a>
          <HeaderMenu
            label={t('nav.products')}
            listLabel={t('nav.productCategories')}
            name="products"
            onWarm={preloadCategories}
          >
            {() => <ProductCategoryItems />}
          </HeaderMenu>
          <SupportMenu />
          <Link
            to={BETA_TESTING_PATH}
            className={`header-link${freeProductsCurrent ? ' is-current' : ''}`}
            aria-current={freeProductsCurrent ? 'page' : undefined}
          >
            {t('nav.freeProducts')}
          </Link>
          <a className="header-link" href={mainSiteLink(config.mainSiteUrl, MAIN_SITE_PATHS.aboutUs.desktop)}>
            {t('footer.aboutUs')}
          </a>
        </nav>
        <div className="site-header__tools">
          <CloudStatus />
          <LanguageSwitch />
        </div>
      </div>
    </header>
  );
}

/**
 * The Products menu's items: the product categories of every type, linking to the main site's product
 * lists. Asked for when the menu's button is first pointed at or focused (every page would otherwise
 * carry them for a menu few open).
 */
function ProductCategoryItems() {
  const { config } = useSite();
  const { categories, message } = useCategoryMenu();
  if (message !== null) {
    return (
      <li className="menu-dropdown__note">
        <span role="status">{message}</span>
      </li>
    );
  }
  return categories.map((category) => (
    <li key={category.id}>
      <a className="menu-dropdown__link menu-dropdown__link--category" href={productListLink(config.mainSiteUrl, category.id, 'desktop')}>
        <img className="menu-dropdown__icon" src={category.icon} alt="" width={24} height={24} />
        <span>{category.title}</span>
      </a>
    </li>
  ));
}
