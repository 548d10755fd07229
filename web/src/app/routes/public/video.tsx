import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { parseTime } from '#contracts/time';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { FullTranscript } from '../../../features/transcript/components/full-transcript.tsx';
import { SegmentedTranscript } from '../../../features/transcript/components/segmented-transcript.tsx';
import { useVideo, videoErrorKey } from '../../../features/video-detail/api/get-video.ts';
import { recordView } from '../../../features/video-detail/api/record-view.ts';
import { EpisodeContent } from '../../../features/video-detail/components/episode-content.tsx';
import { GuestCard } from '../../../features/video-detail/components/guest-card.tsx';
import { OpenStandardLinks } from '../../../features/video-detail/components/open-standard-links.tsx';
import { VideoHeader } from '../../../features/video-detail/components/video-header.tsx';
import { VideoInformation } from '../../../features/video-detail/components/video-information.tsx';
import { VideoPlayer } from '../../../features/video-detail/components/video-player.tsx';
import { useVideoPlayer } from '../../../features/video-detail/hooks/use-video-player.ts';
import type { CreatePlayer } from '../../../features/video-detail/hooks/youtube-player.ts';
import { type VideoView, parseStartParam, segmentAt } from '../../../features/video-detail/video-view.ts';

type TabId = 'information' | 'fullTranscript' | 'segmentedTranscript';
const TAB_ORDER: TabId[] = ['information', 'fullTranscript', 'segmentedTranscript'];

function DetailMessage({ message }: { message: string }) {
  const { t } = useTranslation('video');
  return (
    <div className="container-page py-10">
      <ErrorBox
        message={message}
        action={
          <div className="flex flex-wrap gap-3">
            <button type="button" className="btn-primary" onClick={() => window.location.reload()}>{t('videoDetail.tryAgain')}</button>
            <Link to="/archive" className="btn-secondary">{t('videoDetail.browseArchive')}</Link>
          </div>
        }
      />
    </div>
  );
}

/** Video detail (spec §2): player, tabs (information, transcripts), episode content and guest. */
export function VideoDetail({ video, startAt, createPlayer }: { video: VideoView; startAt: number | null; createPlayer?: CreatePlayer }) {
  const { t, i18n } = useTranslation('video');
  const startSegment = startAt === null ? undefined : segmentAt(video.episodeContent, startAt);
  const [activeNumber, setActiveNumber] = useState<number | null>(startSegment?.segmentNumber ?? null);
  // A deep link into a segment (issue 6) opens on that segment's transcript.
  const [tab, setTab] = useState<TabId>(startSegment ? 'segmentedTranscript' : 'information');
  const onFirstPlay = useCallback(() => void recordView(video.id), [video.id]);
  const player = useVideoPlayer({ youtubeId: video.youtubeId, initialSeek: startAt, onFirstPlay, createPlayer });
  const dir = i18n.dir();

  const playSegment = (segment: { segmentNumber: number; startTime: string }) => {
    setActiveNumber(segment.segmentNumber);
    player.seekTo(parseTime(segment.startTime));
  };

  // spec §2: tab order reversed in Arabic
  const order = dir === 'rtl' ? [...TAB_ORDER].reverse() : TAB_ORDER;
  return (
    <div className="container-page space-y-6 py-6 sm:py-8">
      <title>{`${video.guest ? t('videoDetail.interviewWith', { guest: video.guest }) : video.title} · ${t('common:app.name')}`}</title>
      <VideoHeader title={video.title} guest={video.guest} />
      {video.guest ? <p className="-mt-3 text-lg text-slate-700"><span dir="auto">{video.title}</span></p> : null}
      <div className="grid gap-8 lg:grid-cols-[minmax(0,1fr)_20rem]">
        <div className="min-w-0 space-y-6">
          <VideoPlayer title={video.title} thumbnail={video.thumbnail} duration={video.duration} youtubeId={video.youtubeId} player={player} />
          <Tabs label={t('videoDetail.sections')} dir={dir} value={tab} onChange={setTab} items={order.map((id) => ({ id, label: t(`tabs.${id}`) }))}>
            {tab === 'information' ? <VideoInformation video={video} /> : null}
            {tab === 'fullTranscript' ? <FullTranscript transcripts={video.transcripts} /> : null}
            {tab === 'segmentedTranscript' ? (
              <SegmentedTranscript segments={video.episodeContent} activeNumber={activeNumber} onPlay={playSegment} />
            ) : null}
          </Tabs>
        </div>
        <aside className="space-y-6">
          <EpisodeContent segments={video.episodeContent} activeNumber={activeNumber} onPlay={playSegment} />
          <GuestCard guest={video.guest} host={video.host} />
          <OpenStandardLinks videoId={video.id} />
        </aside>
      </div>
    </div>
  );
}

function VideoDetailLoader({ id, startAt }: { id: string; startAt: number | null }) {
  const { t } = useTranslation('video');
  const query = useVideo(id);
  if (query.isPending) return <Spinner label={t('videoDetail.loading')} showLabel />;
  if (query.isError) return <DetailMessage message={t(videoErrorKey(query.error))} />;
  // A new video or a new ?t= is a new visit: state and player start over.
  return <VideoDetail key={`${id}@${startAt ?? ''}`} video={query.data} startAt={startAt} />;
}

export function Component() {
  const { t } = useTranslation('video');
  const { videoId } = useParams();
  const [searchParams] = useSearchParams();
  if (!videoId) return <DetailMessage message={t('videoDetail.noVideoId')} />;
  return <VideoDetailLoader id={videoId} startAt={parseStartParam(searchParams.get('t'))} />;
}
