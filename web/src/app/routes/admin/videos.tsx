import '../../../features/admin/i18n.ts';
import { VideoList } from '../../../features/admin/videos/video-list.tsx';

export function Component() {
  return <VideoList />;
}
