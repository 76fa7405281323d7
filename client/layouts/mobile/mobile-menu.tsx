// The mobile two-level slide menu. Level one: Support, Partnership, Home Automation (the product
// categories), About. Level two: the group's links, with a Back button and the group's name. Focus
// follows every transition and is held inside the menu (with the menu button) while it is open; Escape
// closes it.
import { useEffect, useId, useRef, type Dispatch, type RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { Link } from '../../components/link';
import { ChevronLeft, ChevronRight } from '../../components/layout-icons';
import {
  MAIN_SITE_PATHS,
  PARTNERSHIP_ITEMS,
  SUPPORT_ITEMS,
  ariaCurrent,
  isHighlighted,
  mainSiteLink,
  productListLink,
} from '../../components/support-nav';
import { useCategoryMenu } from '../../components/product-categories';
import { useSite } from '../../site-context';
import { CloudStatus } from '../cloud-status';
import { MENU_GROUPS, type MenuAction, type MenuGroup, type MenuState } from './menu-state';

const FOCUSABLE = 'a[href], button:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(root: HTMLElement | null): HTMLElement[] {
  return root ? Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)) : [];
}

export interface MobileMenuProps {
  id: string;
  state: MenuState;
  dispatch: Dispatch<MenuAction>;
  /** The header's menu button: part of the focus cycle, and where focus returns on close. */
  buttonRef: RefObject<HTMLButtonElement | null>;
}

export function MobileMenu({ id, state, dispatch, buttonRef }: MobileMenuProps) {
  const { t } = useTranslation('layout');
  const { config } = useSite();
  const levelOneRef = useRef<HTMLDivElement>(null);
  const levelTwoRef = useRef<HTMLDivElement>(null);
  const headingId = useId();
  const close = () => dispatch({ type: 'close' });

  // Focus follows the transitions: open → first item; level two → its Back button; back → the group
  // that was opened; closed → the menu button.
  const previous = useRef(state);
  useEffect(() => {
    const before = previous.current;
    previous.current = state;
    if (before === state) return;
    // preventScroll: the panel that takes focus is still sliding in; scrolling it into view would
    // shift the clipped track.
    const options = { preventScroll: true };
    if (state.open && !before.open) focusables(levelOneRef.current)[0]?.focus(options);
    else if (!state.open && before.open) buttonRef.current?.focus(options);
    else if (state.level === 2 && before.level === 1) focusables(levelTwoRef.current)[0]?.focus(options);
    else if (state.level === 1 && before.level === 2 && state.group) {
      levelOneRef.current?.querySelector<HTMLElement>(`[data-group="${state.group}"]`)?.focus(options);
    }
  }, [state, buttonRef]);

  // While open: Escape closes, Tab and Shift+Tab cycle through the menu button and the visible level.
  useEffect(() => {
    if (!state.open) return;
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key === 'Escape') {
        event.preventDefault();
        dispatch({ type: 'close' });
        return;
      }
      if (event.key !== 'Tab') return;
      const panel = state.level === 1 ? levelOneRef.current : levelTwoRef.current;
      const cycle = [buttonRef.current, ...focusables(panel)].filter((el): el is HTMLElement => el !== null);
      if (cycle.length === 0) return;
      event.preventDefault();
      const index = cycle.indexOf(document.activeElement as HTMLElement);
      const next = event.shiftKey ? (index <= 0 ? cycle.length - 1 : index - 1) : (index + 1) % cycle.length;
      cycle[next]?.focus();
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, [state.open, state.level, dispatch, buttonRef]);

  const trackClass = `m-menu__track${state.level === 2 ? ' is-level-two' : ''}`;
  return (
    <>
      <nav id={id} className={`m-menu${state.open ? ' is-open' : ''}`} aria-label={t('menu.label')}>
        <div className={trackClass}>
          <div ref={levelOneRef} className={`m-menu__panel${state.level === 1 ? ' is-active' : ''}`}>
            <ul className="m-menu__list">
              {MENU_GROUPS.map((group) => (
                <li key={group}>
                  <button
                    type="button"
                    className="m-menu__item"
                    data-group={group}
                    onClick={() => dispatch({ type: 'enter', group })}
                  >
                    <span>{t(`groups.${group}`)}</span>
                    <ChevronRight className="m-menu__chevron" />
                  </button>
                </li>
              ))}
              <li>
                <a className="m-menu__item" href={mainSiteLink(config.mainSiteUrl, MAIN_SITE_PATHS.aboutUs.mobile)}>
                  <span>{t('groups.about')}</span>
                </a>
              </li>
            </ul>
            <div className="m-menu__status">
              <CloudStatus onNavigate={close} />
            </div>
          </div>
          <div
            ref={levelTwoRef}
            className={`m-menu__panel${state.level === 2 ? ' is-active' : ''}`}
            role="group"
            aria-labelledby={state.group ? headingId : undefined}
          >
            {state.group && (
              <>
                <div className="m-menu__bar">
                  <button
                    type="button"
                    className="m-menu__back"
                    aria-label={t('menu.backLabel')}
                    onClick={() => dispatch({ type: 'back' })}
                  >
                    <ChevronLeft className="m-menu__back-icon" />
                    <span>{t('menu.back')}</span>
                  </button>
                  <h2 id={headingId} className="m-menu__heading">
                    {t(`groups.${state.group}`)}
                  </h2>
                </div>
                <GroupLinks group={state.group} onNavigate={close} />
              </>
            )}
          </div>
        </div>
      </nav>
      {/* The mask: a pointer target only (keyboard users have Escape and the menu button). */}
      <div className={`m-mask${state.open ? ' is-open' : ''}`} aria-hidden="true" onClick={close} />
    </>
  );
}

function GroupLinks({ group, onNavigate }: { group: MenuGroup; onNavigate(): void }) {
  const { t } = useTranslation('layout');
  const { pathname } = useLocation();

  if (group === 'homeAutomation') return <ProductCategoryLinks />;

  const items = group === 'support' ? SUPPORT_ITEMS : PARTNERSHIP_ITEMS;
  return (
    <ul className="m-menu__list">
      {items.map((item) => {
        const current = isHighlighted(item, pathname);
        return (
          <li key={item.key}>
            <Link
              to={item.path}
              className={`m-menu__item${current ? ' is-current' : ''}`}
              aria-current={ariaCurrent(item, pathname)}
              onClick={onNavigate}
            >
              <span>{t(`pages.${item.key}`)}</span>
            </Link>
          </li>
        );
      })}
    </ul>
  );
}

/** Home Automation: the product categories of every type, linking to the main site's product lists. */
function ProductCategoryLinks() {
  const { config } = useSite();
  const { categories, message } = useCategoryMenu();
  if (message !== null) {
    return (
      <p className="m-menu__empty" role="status">
        {message}
      </p>
    );
  }
  return (
    <ul className="m-menu__list">
      {categories.map((category) => (
        <li key={category.id}>
          <a className="m-menu__item m-menu__item--category" href={productListLink(config.mainSiteUrl, category.id, 'mobile')}>
            <img className="m-menu__category-icon" src={category.icon} alt="" width={28} height={28} />
            <span>{category.title}</span>
          </a>
        </li>
      ))}
    </ul>
  );
}
