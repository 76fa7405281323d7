// The Compatibility Check page's state hook, used by both layouts.
import { useCompatibleManufacturers } from '../../data/compatible-manufacturer';
import { useCompatibleModels } from '../../data/compatible-models';
import { useFailedCalls } from '../../data/failed-calls';
import { NOT_LISTED_MODEL, supportCode, useCompatibilityState } from './state';

export function useCompatibilityPage() {
  const control = useCompatibilityState();
  const { state } = control;
  const manufacturers = useCompatibleManufacturers();
  const models = useCompatibleModels(state.manufacturer);

  const listed = manufacturers.data?.manufacturer ?? [];
  // A manufacturer from a shared link that is not (or no longer) listed stays selectable, so the
  // page shows what the link asked for; its models call fails and the fallback entry follows.
  const manufacturerOptions =
    state.manufacturer && manufacturers.data && !listed.includes(state.manufacturer) ? [...listed, state.manufacturer] : listed;
  // A failed models call leaves one entry, "do not find your gate model...", that advises contacting support.
  const modelOptions = models.error ? [NOT_LISTED_MODEL] : (models.data?.models ?? []);
  const code = supportCode(modelOptions, state.model);
  const manufacturersFailure = useFailedCalls(manufacturers);

  return {
    ...control,
    manufacturers: manufacturerOptions,
    manufacturersFailure,
    models: modelOptions,
    modelsLoading: Boolean(state.manufacturer) && !models.data && !models.error,
    code,
  };
}
