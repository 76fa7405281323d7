// The public configuration a component test renders with: a test site of the brand the demo content uses.
import type { PublicConfig } from '../../shared/public-config';

export const TEST_PUBLIC_CONFIG: PublicConfig = {
  appEnv: 'test',
  mainSiteUrl: 'https://main.example',
  siteUrl: 'https://support.example',
  brandName: 'Hearthly',
  supportEmail: 'support@example.com',
  securityEmail: 'security@example.com',
  chatScriptUrl: null,
  chatKey: null,
  upload: { driver: 'local', endpoint: '/uploads' },
};
