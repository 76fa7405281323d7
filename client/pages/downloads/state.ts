// Downloads state lives in the URL (?keyword=&product=), so a search can be shared, survives a reload
// and is rendered by the server. The product filter and the keyword combine.
import { useSearchParams } from 'react-router';
import type { ManualCategory, ManualProduct } from '../../../shared/api';

export interface DownloadsState {
  keyword: string;
  /** A product id; absent means 'All'. */
  product?: number;
}

const OWN_PARAMS = ['keyword', 'product'];

const positiveInt = (value: string | null): number | undefined => {
  if (value === null || !/^\d{1,9}$/.test(value)) return undefined;
  const n = Number(value);
  return n > 0 ? n : undefined;
};

export function parseDownloadsState(search: URLSearchParams): DownloadsState {
  return {
    keyword: (search.get('keyword') ?? '').trim().slice(0, 200),
    product: positiveInt(search.get('product')),
  };
}

export function downloadsSearch(state: DownloadsState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.keyword) params.set('keyword', state.keyword);
  if (state.product !== undefined) params.set('product', String(state.product));
  return params;
}

export const downloadsTransitions = {
  search: (s: DownloadsState, keyword: string): DownloadsState => ({ ...s, keyword: keyword.trim() }),
  product: (s: DownloadsState, product: number | undefined): DownloadsState => ({ ...s, product }),
};

/**
 * The categories to show: one product's, or with 'All' every product's, with categories of the same
 * name merged (all "Quick Start Guide" manuals in one list), in the order they first appear.
 */
export function manualCategories(products: readonly ManualProduct[], product?: number): ManualCategory[] {
  if (product !== undefined) return products.find((p) => p.id === product)?.category ?? [];
  const merged = new Map<string, ManualCategory>();
  for (const p of products) {
    for (const c of p.category) {
      const seen = merged.get(c.categoryName);
      if (seen) seen.userManual.push(...c.userManual);
      else merged.set(c.categoryName, { categoryName: c.categoryName, userManual: [...c.userManual] });
    }
  }
  return [...merged.values()];
}

export function useDownloadsState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseDownloadsState(searchParams);
  const go = (next: DownloadsState) => {
    const params = downloadsSearch(next);
    for (const [key, value] of searchParams) {
      if (!OWN_PARAMS.includes(key)) params.append(key, value);
    }
    setSearchParams(params, { preventScrollReset: true });
  };
  return {
    state,
    search: (keyword: string) => go(downloadsTransitions.search(state, keyword)),
    chooseProduct: (product: number | undefined) => go(downloadsTransitions.product(state, product)),
  };
}
