// The upload storage UPLOAD_DRIVER names (docs/decisions/0009-uploads.md).
import type { Config } from '../config';
import { createLogger, type Logger } from '../logger';
import { LocalUploadStorage } from './local';
import { OssUploadStorage } from './oss';
import type { ReferencedUploads, UploadStorage } from './types';

/**
 * `referenced` tells which stored files the submissions kept still refer to: the local driver deletes the
 * others a day after their upload. OSS leaves that to the bucket's lifecycle rule.
 */
export function createUploadStorage(config: Config, deps: { logger?: Logger; referenced?: ReferencedUploads } = {}): UploadStorage {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  if (config.UPLOAD_DRIVER === 'local') return new LocalUploadStorage(config.dataDir, logger, deps.referenced);
  // loadConfig has refused UPLOAD_DRIVER=oss without these.
  return new OssUploadStorage(
    {
      region: config.OSS_REGION!,
      bucket: config.OSS_BUCKET!,
      accessKeyId: config.OSS_ACCESS_KEY_ID!,
      accessKeySecret: config.OSS_ACCESS_KEY_SECRET!,
      roleArn: config.OSS_ROLE_ARN!,
      publicBaseUrl: config.OSS_PUBLIC_BASE_URL!,
      endpoint: config.OSS_ENDPOINT ?? null,
      stsEndpoint: config.OSS_STS_ENDPOINT,
      durationSeconds: config.OSS_STS_DURATION_SECONDS,
    },
    logger,
  );
}
