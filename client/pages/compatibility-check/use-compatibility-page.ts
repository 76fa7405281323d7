// The Compatibility Check page's state hook, used by both layouts.
import { useCompatibleManufacturers } from '../../data/compatible-manufacturer';
import { useCompatibleModels } from '../../data/compatible-models';
import { useFailedCalls } from '../../data/failed-calls';
import { ApiCallError } from '../../data/fetcher';
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
  // A models call that failed on the way (no answer, a server fault, too many requests) may succeed when
  // asked again: the page says so, with the manufacturers' failure and its "Try again", besides the
  // fallback entry. A manufacturer the API does not know (404) is simply not listed: nothing to retry.
  const modelsFailure = models.error && mayPassLater(models.error) ? models.error : undefined;
  const callsFailure = useFailedCalls(manufacturers, { error: modelsFailure, mutate: models.mutate });

  return {
    ...control,
    manufacturers: manufacturerOptions,
    callsFailure,
    models: modelOptions,
    modelsLoading: Boolean(state.manufacturer) && !models.data && !models.error,
    code,
  };
}

/** Whether a failed call may succeed when asked again, rather than being the API's answer. */
function mayPassLater(error: Error): boolean {
  return error instanceof ApiCallError && (error.failedInTransit || error.code >= 500 || error.code === 429);
}
