// UPLOAD_DRIVER=oss: the browser uploads attachments straight to an Alibaba Cloud OSS bucket, with
// temporary credentials from GET /api/v1/aliStsToken that allow writing under uploads/ and nothing else.
// The server reads the bucket with its own key to check a file a form submitted, and keeps the bytes it
// checked under checked/, where no visitor can write (docs/decisions/0009-uploads.md).
import type { Readable } from 'node:stream';
import OSS from 'ali-oss';
import { Router } from 'express';
import { keyUrl, type StsCredentials, type UploadForm } from '../../shared/uploads';
import { send } from '../api/respond';
import type { Logger } from '../logger';
import { SNIFF_BYTES, contentDisposition, detectBytes, storedType } from './file-types';
import { CHECKED_PREFIX, KEY_PREFIX, STS_TOKEN_PATH, displayName, keyOfUrl, randomKeyPart } from './keys';
import { StorageUnavailable, type CheckedUpload, type RefuseInEnvelope, type UploadCheck, type UploadStorage } from './types';
import { siteRouter } from '../http/routing';

export interface OssSettings {
  region: string;
  bucket: string;
  accessKeyId: string;
  accessKeySecret: string;
  /** The RAM role the temporary credentials are issued for. */
  roleArn: string;
  /** Where the bucket's files are read (ends with "/"); a file's URL is this plus its key. */
  publicBaseUrl: string;
  /** The bucket's endpoint when it is not <bucket>.<region>.aliyuncs.com (a custom domain). */
  endpoint: string | null;
  stsEndpoint: string;
  /** How long issued credentials are valid (STS: 900 to 3600 seconds). */
  durationSeconds: number;
}

const SESSION_NAME = 'support-upload';

/**
 * The session policy: the temporary credentials may only create objects under uploads/ in this bucket.
 * oss:PutObject also covers InitiateMultipartUpload, UploadPart and CompleteMultipartUpload; the browser
 * may abort its own multipart upload and list its parts to resume one. No read, no delete, no listing.
 */
export function uploadPolicy(bucket: string) {
  return {
    Version: '1',
    Statement: [
      {
        Effect: 'Allow',
        Action: ['oss:PutObject', 'oss:AbortMultipartUpload', 'oss:ListParts'],
        Resource: [`acs:oss:*:*:${bucket}/${KEY_PREFIX}*`],
      },
    ],
  };
}

function isCredentials(value: unknown): value is StsCredentials {
  const c = value as Partial<StsCredentials> | null;
  return (
    typeof c?.AccessKeyId === 'string' &&
    typeof c.AccessKeySecret === 'string' &&
    typeof c.SecurityToken === 'string' &&
    typeof c.Expiration === 'string' &&
    Number.isFinite(Date.parse(c.Expiration))
  );
}

/** What may be logged of a failed call to Alibaba Cloud: never its request (it carries the signed key id). */
function callFailure(error: unknown) {
  const e = error as { status?: unknown; code?: unknown; message?: unknown };
  return { status: e?.status, code: e?.code, message: typeof e?.message === 'string' ? e.message.slice(0, 300) : String(error) };
}

const statusOf = (error: unknown) => (error as { status?: unknown } | null)?.status;

export class OssUploadStorage implements UploadStorage {
  readonly driver = 'oss' as const;
  private readonly client: OSS;
  private readonly sts: OSS.STS;
  private issued: { credentials: StsCredentials; expiresAt: number } | null = null;
  private issuing: Promise<StsCredentials> | null = null;

  constructor(
    private readonly settings: OssSettings,
    private readonly logger: Logger,
  ) {
    this.client = new OSS({
      region: settings.region,
      bucket: settings.bucket,
      accessKeyId: settings.accessKeyId,
      accessKeySecret: settings.accessKeySecret,
      ...(settings.endpoint ? { endpoint: settings.endpoint, cname: true } : {}),
      secure: settings.endpoint ? settings.endpoint.startsWith('https:') : true,
      timeout: 30_000,
    });
    // ali-oss' STS client takes an endpoint (its type does not say so): https://sts.aliyuncs.com by default.
    const stsOptions = { accessKeyId: settings.accessKeyId, accessKeySecret: settings.accessKeySecret, endpoint: settings.stsEndpoint };
    this.sts = new OSS.STS(stsOptions);
  }

  router(refuse: RefuseInEnvelope): Router {
    const router = siteRouter();
    router.get(STS_TOKEN_PATH, async (req, res) => {
      res.set('Cache-Control', 'no-store');
      try {
        send(res, await this.credentials());
      } catch (error) {
        this.logger.error('STS AssumeRole failed', callFailure(error));
        refuse(req, res, 503, 'upload.credentialsUnavailable');
      }
    });
    return router;
  }

  /**
   * Credentials for the browser. The session policy is the same for every visitor, so one set serves all
   * of them until half of its life is over: STS is called about once per half duration, however many
   * visitors upload, and every browser gets credentials that stay valid for at least that half.
   */
  async credentials(now = Date.now()): Promise<StsCredentials> {
    if (this.issued && this.issued.expiresAt - now > (this.settings.durationSeconds * 1000) / 2) return this.issued.credentials;
    this.issuing ??= this.assumeRole().finally(() => {
      this.issuing = null;
    });
    return this.issuing;
  }

  private async assumeRole(): Promise<StsCredentials> {
    const { settings } = this;
    const { credentials } = await this.sts.assumeRole(settings.roleArn, uploadPolicy(settings.bucket), settings.durationSeconds, SESSION_NAME);
    if (!isCredentials(credentials)) throw new Error('STS AssumeRole answered without credentials');
    const { AccessKeyId, AccessKeySecret, SecurityToken, Expiration } = credentials;
    const issued = { AccessKeyId, AccessKeySecret, SecurityToken, Expiration };
    this.issued = { credentials: issued, expiresAt: Date.parse(Expiration) };
    return issued;
  }

  /**
   * A submitted file: its first bytes must show a type the form takes. Nothing is written: the object is
   * only read (its size and version, then its first bytes on the condition that it is still that version).
   */
  async check(url: string, form: UploadForm): Promise<UploadCheck> {
    const stored = keyOfUrl(this.settings.publicBaseUrl, url);
    if (!stored) return { ok: false, reason: 'notOurs' };
    const head = await this.read(() => this.client.head(stored.key));
    if (!head) return { ok: false, reason: 'missing' };
    const headers = head.res.headers as Record<string, string>;
    const size = Number(headers['content-length']);
    const version = headers['etag'];
    if (!(size > 0) || !version) return { ok: false, reason: 'type' };
    const range = `bytes=0-${Math.min(size, SNIFF_BYTES) - 1}`;
    const start = await this.read(() => this.client.get(stored.key, { headers: { Range: range, 'If-Match': version } }));
    // Deleted (a lifecycle rule) or replaced since the HEAD.
    if (!start) return { ok: false, reason: 'missing' };
    const type = storedType(form, stored.name, await detectBytes(start.content as Buffer));
    if (!type) return { ok: false, reason: 'type' };
    // A picture named as another type (a PNG named .jpg) is kept, served and mailed under the extension of
    // what it is, as the site's own storage keeps it.
    const shown = displayName(stored);
    const name = type.ext === stored.ext ? shown : `${shown.slice(0, shown.length - stored.ext.length)}${type.ext}`;
    return { ok: true, file: { url, key: stored.key, name, size, mime: type.mime, version } };
  }

  /**
   * The very bytes checked, kept under CHECKED_PREFIX, which visitors' credentials cannot write: a
   * server-side copy on the condition that the object is still the version checked, with the Content-Type
   * its content showed. Each submission's copy has a key of its own (a new random part): anyone may write
   * the key under uploads/ again (every visitor's credentials may), and a second submission of the same
   * upload URL with other bytes makes a copy of its own, so nothing can replace what a stored ticket links
   * or the team is mailed.
   */
  async keep(file: CheckedUpload): Promise<CheckedUpload | null> {
    const stored = keyOfUrl(this.settings.publicBaseUrl, file.url);
    if (!stored || !file.version) return null;
    const kept = `${CHECKED_PREFIX}${Date.now()}_${randomKeyPart()}-${file.name}`;
    // ali-oss sends each of these headers both as it is and as x-oss-copy-source-<name>: the If-Match
    // is the copy's condition on its source, the others the copy's own metadata.
    const copy = { headers: { 'If-Match': file.version, 'Content-Type': file.mime, 'Content-Disposition': contentDisposition(file.mime, file.name) } };
    if (!(await this.read(() => this.client.copy(kept, stored.key, copy)))) return null;
    return { url: keyUrl(this.settings.publicBaseUrl, kept), key: kept, name: file.name, size: file.size, mime: file.mime };
  }

  /**
   * A call to the bucket for `check` or `keep`: null when the object does not exist (404) or is no longer the
   * version asked for (412: replaced meanwhile). Any other failure (the
   * bucket unreachable, an error of OSS, a key without the right) is logged and is StorageUnavailable:
   * the file may well be there, so the form is not told it is missing.
   */
  private async read<T>(call: () => Promise<T>): Promise<T | null> {
    try {
      return await call();
    } catch (error) {
      if (statusOf(error) === 404 || statusOf(error) === 412) return null;
      this.logger.error('OSS read failed', callFailure(error));
      throw new StorageUnavailable();
    }
  }

  /** A checked file, to attach to a mail (and a file submitted before files were kept, by its upload's key). */
  async open(url: string): Promise<Readable> {
    const stored = keyOfUrl(this.settings.publicBaseUrl, url, CHECKED_PREFIX) ?? keyOfUrl(this.settings.publicBaseUrl, url);
    if (!stored) throw new Error('not an upload of this site');
    const { stream } = await this.client.getStream(stored.key);
    return stream as Readable;
  }
}
