import { DownloadsView } from './downloads-view';

export default function DownloadsMobile() {
  return <DownloadsView layout="mobile" />;
}
