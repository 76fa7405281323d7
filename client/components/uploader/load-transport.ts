// Each driver's transport is its own chunk, loaded when a page that uploads first needs it: tus-js-client
// for `local`, ali-oss (and only then) for `oss`.
import type { PublicConfig } from '../../../shared/public-config';
import type { UploadTransport } from './transport';

let loading: Promise<UploadTransport> | null = null;

/** The transport of the configured driver (the configuration does not change while a page lives). */
export function loadTransport(config: PublicConfig['upload']): Promise<UploadTransport> {
  loading ??= (
    config.driver === 'oss'
      ? import('./oss-transport').then((m) => m.ossTransport(config))
      : import('./tus-transport').then((m) => m.tusTransport(config.endpoint))
  ).catch((error: unknown) => {
    // A chunk that failed to load is tried again by the next upload.
    loading = null;
    throw error;
  });
  return loading;
}
