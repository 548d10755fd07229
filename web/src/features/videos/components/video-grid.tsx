import type { MediaSummary } from '#contracts/media';
import { Skeleton } from '../../../components/ui/skeleton.tsx';
import { HydratedLater } from '../../../lib/hydrate-in-parts.tsx';
import { VideoCard, type VideoCardLayout } from './video-card.tsx';

const gridClass = 'grid grid-cols-1 gap-6 sm:grid-cols-2';
const listClass = 'flex flex-col gap-3';

/** docs/behaviour.md §9: video lists are 2 columns; the archive also offers a denser list (§900). */
export function VideoGrid({
  videos,
  layout = 'grid',
  priorityFirst = false,
}: {
  videos: MediaSummary[];
  layout?: VideoCardLayout;
  /** The first card's picture is the page's largest (the archive on a phone): loaded first (docs/decisions.md §1011). */
  priorityFirst?: boolean;
}) {
  return (
    <ul className={layout === 'list' ? listClass : gridClass} data-testid="video-results" data-layout={layout}>
      {videos.map((video, index) => (
        <li key={video.id} className="flex">
          <div className="flex w-full flex-col [&>article]:flex-1">
            {/* Each card hydrated in a task of its own (docs/decisions.md §2611); one video's cards share a turn. */}
            <HydratedLater part={`card-${video.id}`}>
              <VideoCard video={video} layout={layout} priority={priorityFirst && index === 0} />
            </HydratedLater>
          </div>
        </li>
      ))}
    </ul>
  );
}

/**
 * Grey cards while a list loads (docs/behaviour.md §9: 2 on recent, 4 on most viewed), each the size of a
 * VideoCard (also update it when the card changes). `reserve` keeps room for that many cards, so
 * a list longer than its skeletons does not push the page down when it arrives (docs/decisions.md §63).
 */
export function VideoGridSkeleton({ count, reserve = count }: { count: number; reserve?: number }) {
  return (
    <div className={gridClass} data-testid="video-skeletons">
      {Array.from({ length: Math.max(count, reserve) }, (_, index) => (
        <div key={index} className={`overflow-hidden rounded-xl border border-slate-200 ${index < count ? '' : 'invisible'}`}>
          <Skeleton className="aspect-video rounded-none" />
          <div className="flex flex-col gap-1 p-4">
            <div className="h-14 space-y-2 py-1">
              <Skeleton className="h-5 w-3/4" />
            </div>
            <Skeleton className="h-5 w-1/2" />
            <Skeleton className="h-5 w-2/3" />
          </div>
          {/* the card's chip row */}
          <div className="px-4 pb-3">
            <Skeleton className="h-5 w-3/4" />
          </div>
        </div>
      ))}
    </div>
  );
}
