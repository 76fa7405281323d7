/** What the browser may see of the server configuration: an explicit whitelist, never a secret. */
export interface PublicConfig {
  appEnv: 'local' | 'development' | 'test' | 'production';
  mainSiteUrl: string;
  /** This site's public address without a trailing slash: canonical and shared links are absolute. */
  siteUrl: string;
  brandName: string;
  supportEmail: string;
  securityEmail: string;
  chatScriptUrl: string | null;
  chatKey: string | null;
  /** How the browser uploads attachments: to the site itself (tus), or straight to an OSS bucket. */
  upload: { driver: 'local'; endpoint: string } | { driver: 'oss'; region: string; bucket: string; endpoint: string | null; publicBaseUrl: string };
}
