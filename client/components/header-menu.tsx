// A menu of the desktop header: a disclosure button with the menu's name and a dropdown of links (the
// keyboard and focus rules are useDisclosure's). The Support menu and the Products menu are two of them.
import type { ReactNode } from 'react';
import { ChevronDown } from './layout-icons';
import { useDisclosure } from './use-disclosure';

export interface HeaderMenuProps {
  /** The button's text. */
  label: string;
  /** The dropdown list's accessible name. */
  listLabel: string;
  /** A modifier of the menu's class (`header-menu--${name}`). */
  name: string;
  /**
   * The list's items; `close` hides the dropdown (after a link is followed), giving focus back to the
   * button when `returnFocus` (the link led to the page shown now). Rendered only while open.
   */
  children(close: (returnFocus?: boolean) => void): ReactNode;
  /** Called when the button is pointed at or focused: the moment to fetch what the list will show. */
  onWarm?(): void;
}

export function HeaderMenu({ label, listLabel, name, children, onWarm }: HeaderMenuProps) {
  const disclosure = useDisclosure<HTMLUListElement>();
  return (
    <div className={`header-menu header-menu--${name}`} {...disclosure.rootProps}>
      <button
        className={`header-menu__button${disclosure.open ? ' is-open' : ''}`}
        {...disclosure.buttonProps}
        onFocus={onWarm}
        onPointerEnter={onWarm}
      >
        {label}
        <ChevronDown className="header-menu__chevron" />
      </button>
      <ul className="menu-dropdown header-menu__list" aria-label={listLabel} {...disclosure.panelProps}>
        {disclosure.open && children((returnFocus) => disclosure.close(returnFocus))}
      </ul>
    </div>
  );
}
