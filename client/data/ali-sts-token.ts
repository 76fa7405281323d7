// GET /api/v1/aliStsToken: temporary credentials for uploading straight to the OSS bucket
// (UPLOAD_DRIVER=oss). Kept until shortly before their Expiration, then asked for again.
import { API_BASE } from '../../shared/api';
import type { StsCredentials } from '../../shared/uploads';
import { apiFetch } from './fetcher';

/** Credentials this close to their Expiration are not used for a new request. */
export const STS_EXPIRY_MARGIN_MS = 60_000;

let kept: StsCredentials | null = null;
let asking: Promise<StsCredentials> | null = null;

export async function stsCredentials(now = Date.now()): Promise<StsCredentials> {
  if (kept && Date.parse(kept.Expiration) - now > STS_EXPIRY_MARGIN_MS) return kept;
  asking ??= apiFetch<StsCredentials>(`${API_BASE}/aliStsToken`)
    .then((credentials) => (kept = credentials))
    .finally(() => {
      asking = null;
    });
  return asking;
}
