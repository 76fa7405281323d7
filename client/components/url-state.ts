// A page's state kept in the URL's query, so a view can be shared, survives a reload and is rendered by
// the server. Each page names its own parameters; any others (such as contact=1) are kept as they are.
import { useLocation, useNavigationType, useSearchParams } from 'react-router';
import { KEYWORD_MAX, PAGE_INDEX_MAX } from '../../shared/limits';
import { cutWhole } from '../../shared/text';
import { isTracking } from '../../shared/tracking';
import { TO_TOP } from './navigation-scroll';

/** A whole number from 1 up, as written in a URL; anything else is undefined. */
export function positiveInt(value: string | null): number | undefined {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
}

// A number as the pager's number field sends it without a script: "12", "2.5", "1e1".
const PAGE_NUMBER = /^\d+(?:\.\d+)?(?:e\+?\d+)?$/i;

/**
 * A page number as written in a URL, read as the pager's field reads it ("2.5" is 2, "1e1" 10): 1 when
 * absent or not a number, at most the furthest page the API serves, however many digits it has (the list
 * then shows its last page).
 */
export function pageNumberOf(value: string | null): number {
  if (value === null || !PAGE_NUMBER.test(value)) return 1;
  return Math.max(1, Math.min(Math.trunc(Number(value)), PAGE_INDEX_MAX));
}

/** A page size the list offers, as written in a URL; the first of `choices` (the default) otherwise. */
export function pageSizeOf(value: string | null, choices: readonly number[]): number {
  const size = positiveInt(value);
  return size !== undefined && choices.includes(size) ? size : choices[0]!;
}

/** The most parameters a link to the same page in another language carries; no page reads half as many. */
export const CARRIED_PARAMS = 16;

// Leading spaces and control characters: a keyword is read without them (cleanKeyword).
const LEADING_BLANKS = /^[\s\p{Cc}]+/u;

/**
 * The query a link to the same page in another language carries (`?…`, or '' for none), as the server
 * renders the page from it: without the tracking parameters, sorted by name, the first CARRIED_PARAMS, each
 * value cut after the KEYWORD_MAX characters a keyword is read as (and never through a character); a name
 * longer than that is no page's. Values are otherwise as written, so the page in the other language reads
 * them as this one did. What no page reads is not copied into every language link: a 14 kB query would
 * otherwise be written a dozen times into the page.
 */
export function carriedQuery(search: string): string {
  const kept = [...new URLSearchParams(search)].filter(([name]) => name.length <= KEYWORD_MAX && !isTracking(name));
  // As URLSearchParams#sort orders them (UTF-16 code units, stable), which is how the server wrote the query.
  kept.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  const carried = new URLSearchParams(kept.slice(0, CARRIED_PARAMS).map(([name, value]) => [name, cutValue(value)]));
  const query = carried.toString();
  return query ? `?${query}` : '';
}

const cutValue = (value: string) => cutWhole(value, value.length - value.replace(LEADING_BLANKS, '').length + KEYWORD_MAX);

/** The control whose change made a history entry (see `go`). */
const controlOf = (state: unknown) =>
  typeof state === 'object' && state !== null && typeof (state as { control?: unknown }).control === 'string' ? (state as { control: string }).control : undefined;

/**
 * The history step of a change of a drop-down or a radio group (`control`): a new entry, or, where the
 * entry shown was made by the same control just before, that entry replaced (see `go`). Not an entry the
 * visitor came back to (Back, Forward, a reload: a POP): a choice there is a new step, and the steps after
 * it go, as after any other.
 */
export function useControlStep(): (control: string) => { replace: boolean; state: { control: string } } {
  const { state } = useLocation();
  const arrivedBy = useNavigationType();
  return (control) => ({ replace: arrivedBy !== 'POP' && controlOf(state) === control, state: { control } });
}

export interface UrlState<S> {
  parse(search: URLSearchParams): S;
  /** The page's own parameters for a state, without defaults. */
  toSearch(state: S): URLSearchParams;
  /** Every parameter the page owns (the others are kept on each change). */
  own: readonly string[];
  /** The page of results a state shows, for a list that pages. */
  page?(state: S): number;
}

/** The page's state from the URL, and `go` to move to another (a new history entry unless `replace`). */
export function useUrlState<S>(spec: UrlState<S>) {
  const [searchParams, setSearchParams] = useSearchParams();
  const controlStep = useControlStep();
  const state = spec.parse(searchParams);
  /** The query of another state: the page's own parameters, then every other one as it is. */
  const searchOf = (next: S) => {
    const params = spec.toSearch(next);
    for (const [key, value] of searchParams) {
      if (!spec.own.includes(key)) params.append(key, value);
    }
    return params;
  };
  /**
   * Moves to `next`. Another page of results from the pager (`pager`) starts at the page's top, with focus
   * on its heading (navigation-scroll.ts, navigation-focus.ts): the control pressed may be gone. A keyword,
   * an order, a filter or a page size keeps focus on the control used, though the list starts again from
   * its first page.
   *
   * `control` names a drop-down or a radio group whose changes in a row are one step of the history: the
   * arrow keys change a closed drop-down at each press, and Back then goes to where the visitor was before
   * they touched the control, not through every choice passed on the way.
   */
  const go = (next: S, options: { replace?: boolean; pager?: boolean; control?: string } = {}) => {
    const toTop = options.pager === true && spec.page?.(next) !== spec.page?.(state);
    const step = options.control === undefined ? undefined : controlStep(options.control);
    setSearchParams(searchOf(next), { replace: options.replace || step?.replace, state: toTop ? TO_TOP : step?.state });
  };
  /** The link of another state, for real <a href>s that work before hydration or open in a new tab. */
  const href = (next: S) => `?${searchOf(next).toString()}`;
  return { state, go, href };
}
