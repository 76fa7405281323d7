// The mobile slide menu's states (closed → level one ⇄ level two → closed) as a pure reducer. Closing
// keeps the level and group it was showing, so the panel slides out as it was instead of jumping to
// level one mid-animation; opening always starts at level one.
export type MenuGroup = 'support' | 'partnership' | 'homeAutomation';
export const MENU_GROUPS: readonly MenuGroup[] = ['support', 'partnership', 'homeAutomation'];

export interface MenuState {
  open: boolean;
  level: 1 | 2;
  /** The group level two shows (kept after "back" and "close" for the slide-out). */
  group: MenuGroup | null;
}

export type MenuAction =
  | { type: 'toggle' }
  | { type: 'open' }
  | { type: 'close' }
  | { type: 'enter'; group: MenuGroup }
  | { type: 'back' };

export const INITIAL_MENU: MenuState = { open: false, level: 1, group: null };

export function menuReducer(state: MenuState, action: MenuAction): MenuState {
  switch (action.type) {
    case 'open':
      return state.open ? state : { open: true, level: 1, group: state.group };
    case 'close':
      return state.open ? { ...state, open: false } : state;
    case 'toggle':
      return menuReducer(state, { type: state.open ? 'close' : 'open' });
    case 'enter':
      return state.open ? { open: true, level: 2, group: action.group } : state;
    case 'back':
      return state.open && state.level === 2 ? { ...state, level: 1 } : state;
  }
}

/** The state's name: closed, level one or level two (tests, data attributes). */
export function menuPhase(state: MenuState): 'closed' | 'levelOne' | 'levelTwo' {
  if (!state.open) return 'closed';
  return state.level === 1 ? 'levelOne' : 'levelTwo';
}
