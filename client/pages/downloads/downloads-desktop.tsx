import { DownloadsView } from './downloads-view';

export default function DownloadsDesktop() {
  return <DownloadsView layout="desktop" />;
}
