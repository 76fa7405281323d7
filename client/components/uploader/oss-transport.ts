// UPLOAD_DRIVER=oss: the browser uploads straight to the bucket with ali-oss' multipart upload and the
// temporary credentials of /api/v1/aliStsToken. The key is made here (uploadKey); a failed try goes on
// from the checkpoint of the parts already sent. ali-oss is loaded only by this chunk.
import type OSS from 'ali-oss';
import { STS_EXPIRY_MARGIN_MS, stsCredentials } from '../../data/ali-sts-token';
import type { PublicConfig } from '../../../shared/public-config';
import { extensionOf, keyUrl, safeUploadName, uploadKey } from '../../../shared/uploads';
import { RETRY_DELAYS_MS, type UploadTransport } from './transport';

type OssConfig = Extract<PublicConfig['upload'], { driver: 'oss' }>;

const PART_BYTES = 1024 * 1024;

function randomHex(): string {
  return Array.from(crypto.getRandomValues(new Uint8Array(16)), (b) => b.toString(16).padStart(2, '0')).join('');
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

export function ossTransport(config: OssConfig): UploadTransport {
  const sdk = import('ali-oss').then((m) => m.default);
  const clientFor = async (Client: typeof OSS) => {
    const c = await stsCredentials();
    return new Client({
      region: config.region,
      bucket: config.bucket,
      ...(config.endpoint ? { endpoint: config.endpoint, cname: true } : {}),
      secure: config.endpoint ? config.endpoint.startsWith('https:') : true,
      accessKeyId: c.AccessKeyId,
      accessKeySecret: c.AccessKeySecret,
      stsToken: c.SecurityToken,
      // A long upload outlives its credentials: ali-oss asks for new ones before they lapse.
      refreshSTSToken: async () => {
        const fresh = await stsCredentials();
        return { accessKeyId: fresh.AccessKeyId, accessKeySecret: fresh.AccessKeySecret, stsToken: fresh.SecurityToken };
      },
      refreshSTSTokenInterval: Math.max(STS_EXPIRY_MARGIN_MS, Date.parse(c.Expiration) - Date.now() - STS_EXPIRY_MARGIN_MS),
    });
  };

  return {
    upload(file, _form, { onProgress, onDone, onFail }) {
      // The hook only uploads names safeUploadName takes.
      const key = uploadKey(safeUploadName(file.name) ?? 'file', extensionOf(file.name), Date.now(), randomHex());
      let client: OSS | null = null;
      let checkpoint: OSS.Checkpoint | undefined;
      let cancelled = false;

      const run = async () => {
        for (let attempt = 1; !cancelled; attempt++) {
          try {
            client = await clientFor(await sdk);
            await client.multipartUpload(key, file, {
              partSize: PART_BYTES,
              parallel: 3,
              ...(checkpoint ? { checkpoint } : {}),
              progress: (fraction: number, cp?: OSS.Checkpoint) => {
                if (cp) checkpoint = cp;
                onProgress(Math.round(fraction * file.size));
              },
            });
            if (!cancelled) onDone(keyUrl(config.publicBaseUrl, key));
            return;
          } catch (error) {
            if (cancelled) return;
            // The same waits as the site's own uploads: a moment offline is not a failure. The last try's
            // answer, where one came, is the status ali-oss names.
            if (attempt > RETRY_DELAYS_MS.length) {
              const status = (error as { status?: unknown } | null)?.status;
              return onFail({ reason: typeof status === 'number' && status >= 500 ? 'server' : 'network' });
            }
            await wait(RETRY_DELAYS_MS[attempt - 1]!);
          }
        }
      };
      void run();

      return {
        cancel() {
          cancelled = true;
          client?.cancel();
          if (client && checkpoint?.uploadId) client.abortMultipartUpload(key, checkpoint.uploadId).catch(() => undefined);
        },
      };
    },
  };
}
