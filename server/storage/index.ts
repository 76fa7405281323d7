// The upload storage UPLOAD_DRIVER names (docs/decisions/0009-uploads.md).
import type { Config } from '../config';
import { createLogger, type Logger } from '../logger';
import { LocalUploadStorage } from './local';
import { OssUploadStorage } from './oss';
import type { UploadStorage } from './types';

export function createUploadStorage(config: Config, deps: { logger?: Logger } = {}): UploadStorage {
  const logger = deps.logger ?? createLogger(config.LOG_LEVEL);
  if (config.UPLOAD_DRIVER === 'local') return new LocalUploadStorage(config.dataDir, logger);
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
