/** What the browser may see of the server configuration: an explicit whitelist, never a secret. */
export interface PublicConfig {
  appEnv: 'local' | 'development' | 'test' | 'production';
  mainSiteUrl: string;
  brandName: string;
  supportEmail: string;
  securityEmail: string;
  chatScriptUrl: string | null;
  chatKey: string | null;
}
