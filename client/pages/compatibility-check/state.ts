// Compatibility Check state lives in the URL (?manufacturer=&model=), so a result can be shared,
// survives a reload and is rendered by the server. Changing the manufacturer resets the model and with
// it the result code.
import { useSearchParams } from 'react-router';
import { useControlStep } from '../../components/url-state';
import type { CompatibleModel } from '../../../shared/api';
import { COMPATIBILITY_SUPPORT } from '../../../shared/limits';

export interface CompatibilityState {
  manufacturer: string;
  model: string;
}

export type SupportCode = (typeof COMPATIBILITY_SUPPORT)[keyof typeof COMPATIBILITY_SUPPORT];

/** The single entry the model list falls back to when the models call fails (an unknown manufacturer too). */
export const NOT_LISTED_MODEL: CompatibleModel = { model: 'do not find your gate model...', support: 3 };

const MAX_LENGTH = 200;
const OWN_PARAMS = ['manufacturer', 'model'];

export function parseCompatibilityState(search: URLSearchParams): CompatibilityState {
  const manufacturer = (search.get('manufacturer') ?? '').trim().slice(0, MAX_LENGTH);
  // A model means nothing without its manufacturer.
  const model = manufacturer ? (search.get('model') ?? '').slice(0, MAX_LENGTH) : '';
  return { manufacturer, model };
}

export function compatibilitySearch(state: CompatibilityState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.manufacturer) params.set('manufacturer', state.manufacturer);
  if (state.manufacturer && state.model) params.set('model', state.model);
  return params;
}

export const compatibilityTransitions = {
  manufacturer: (_s: CompatibilityState, manufacturer: string): CompatibilityState => ({ manufacturer, model: '' }),
  model: (s: CompatibilityState, model: string): CompatibilityState => ({ ...s, model }),
};

/** The result's code: 0 (no model chosen, or one not in the list) shows nothing, 1–3 the model's support. */
export function supportCode(models: readonly CompatibleModel[], model: string): SupportCode {
  if (!model) return COMPATIBILITY_SUPPORT.none;
  return models.find((m) => m.model === model)?.support ?? COMPATIBILITY_SUPPORT.none;
}

export function useCompatibilityState() {
  const [searchParams, setSearchParams] = useSearchParams();
  const state = parseCompatibilityState(searchParams);
  const controlStep = useControlStep();
  // Keep other query parameters (such as contact=1) as they are. A drop-down's changes in a row are one
  // step of the history (url-state.ts).
  const go = (next: CompatibilityState, control: 'manufacturer' | 'model') => {
    const params = compatibilitySearch(next);
    for (const [key, value] of searchParams) {
      if (!OWN_PARAMS.includes(key)) params.append(key, value);
    }
    setSearchParams(params, { preventScrollReset: true, ...controlStep(control) });
  };
  return {
    state,
    chooseManufacturer: (manufacturer: string) => go(compatibilityTransitions.manufacturer(state, manufacturer), 'manufacturer'),
    chooseModel: (model: string) => go(compatibilityTransitions.model(state, model), 'model'),
  };
}
