import { useQuery } from '@tanstack/react-query';
import { useCallback, useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams, useSearchParams } from 'react-router';
import { shortDescription } from '#contracts/public-pages';
import { parseTime } from '#contracts/time';
import { DataText } from '../../../components/ui/data-text.tsx';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { Tabs } from '../../../components/ui/tabs.tsx';
import { FullTranscript } from '../../../features/transcript/components/full-transcript.tsx';
import { SegmentedTranscript } from '../../../features/transcript/components/segmented-transcript.tsx';
import { TranscriptWithoutScript } from '../../../features/transcript/components/transcript-without-script.tsx';
import type { TranscriptPlayback } from '../../../features/transcript/playback.ts';
import { transcriptLocale } from '../../../features/transcript/transcript-language.ts';
import { useVideo, videoErrorKey, videoQueryOptions } from '../../../features/video-detail/api/get-video.ts';
import { recordView } from '../../../features/video-detail/api/record-view.ts';
import { AccessNotice } from '../../../features/video-detail/components/access-notice.tsx';
import { BackToMoment } from '../../../features/video-detail/components/back-to-moment.tsx';
import { EpisodeContent } from '../../../features/video-detail/components/episode-content.tsx';
import { GuestCard } from '../../../features/video-detail/components/guest-card.tsx';
import { OpenStandardLinks } from '../../../features/video-detail/components/open-standard-links.tsx';
import { VideoHeader } from '../../../features/video-detail/components/video-header.tsx';
import { type PersonHref, VideoInformation } from '../../../features/video-detail/components/video-information.tsx';
import { MiniPlayerBar } from '../../../features/video-detail/components/mini-player-bar.tsx';
import { MomentTools } from '../../../features/video-detail/components/moment-tools.tsx';
import { type PlayerKind, VideoPlayer } from '../../../features/video-detail/components/video-player.tsx';
import { mediaElementPlayer } from '../../../features/video-detail/hooks/media-element-player.ts';
import { useFollowPlayback } from '../../../features/video-detail/hooks/use-follow-playback.ts';
import { useMiniPlayer } from '../../../features/video-detail/hooks/use-mini-player.ts';
import { useVideoPlayer } from '../../../features/video-detail/hooks/use-video-player.ts';
import type { CreatePlayer } from '../../../features/video-detail/hooks/youtube-player.ts';
import { mediaTracks } from '../../../features/video-detail/media-tracks.ts';
import { mediaPeopleQueryOptions } from '../../../features/people/api/get-people.ts';
import { type VideoView, parseMomentParam, segmentAt, toVideoView, withheldAt } from '../../../features/video-detail/video-view.ts';
import { RelatedVideos, VideoLinks, fetchRelatedAhead } from '../../../features/videos/components/related-videos.tsx';
import { HydratedLater } from '../../../lib/hydrate-in-parts.tsx';
import { preloadableComponent } from '../../../lib/preloadable-component.tsx';
import type { RenderAheadHandle } from '../../../lib/render-ahead.ts';
import { VIDEO_NAMESPACES } from '../../../locales/video-namespace.ts';
import { paths } from '../../../config/paths.ts';
import { Button } from '../../../components/ui/button.tsx';

type TabId = 'information' | 'fullTranscript' | 'segmentedTranscript';
/**
 * docs/behaviour.md §2 "tab order reversed in Arabic": the row is laid out in the page's direction, so
 * in Arabic this order already reads from the right with the default tab first (reversing the list as
 * well would cancel that out, docs/behaviour.md §803).
 */
const TAB_ORDER: TabId[] = ['information', 'fullTranscript', 'segmentedTranscript'];

function DetailMessage({ message }: { message: string }) {
  const { t } = useTranslation(VIDEO_NAMESPACES);
  return (
    <div className="container-page py-10">
      <PageTitle title={t('common:meta.video.title')} />
      <ErrorBox
        message={message}
        action={
          <div className="flex flex-wrap gap-3">
            <Button onClick={() => window.location.reload()}>{t('videoDetail.tryAgain')}</Button>
            <Link to={paths.archive} className="btn-secondary">
              {t('videoDetail.browseArchive')}
            </Link>
          </div>
        }
      />
    </div>
  );
}

/** An unknown (or no longer public) video: a page of its own, with nothing to retry. */
function VideoNotFound() {
  const { t } = useTranslation(VIDEO_NAMESPACES);
  return (
    <div className="container-page flex flex-col items-center gap-4 py-24 text-center">
      <PageTitle title={t('videoDetail.videoNotFound')} />
      <h1 className="text-3xl font-semibold text-brand-900">{t('videoDetail.videoNotFound')}</h1>
      <p className="text-slate-700">{t('videoDetail.notFoundBody')}</p>
      <Link to={paths.archive} className="btn-primary">
        {t('videoDetail.browseArchive')}
      </Link>
    </div>
  );
}

/** A name as the people's answer gives it: white space folded (docs/behaviour.md §1300). */
const foldSpaces = (name: string) => name.replace(/\s+/g, ' ').trim();

/** The pages of the people this interview names, by the names it gives them; none until they are known. */
function usePersonHref(videoId: number | string): PersonHref | undefined {
  const { data } = useQuery(mediaPeopleQueryOptions(videoId));
  return useMemo(() => {
    if (!data) return undefined;
    const slugs = new Map(
      data.results.flatMap((person) => (person.names_in_media ?? []).map((name) => [foldSpaces(name), person.slug] as const)),
    );
    return (name: string) => {
      const slug = slugs.get(foldSpaces(name));
      return slug ? paths.person(slug) : undefined;
    };
  }, [data]);
}

interface VideoDetailProps {
  video: VideoView;
  /** `?t=` of a deep link */
  startAt: number | null;
  /** end of a `?t=START-END` range: playback stops there */
  stopAt?: number | null;
  createPlayer?: CreatePlayer;
}

/** Video detail (docs/behaviour.md §2): player, tabs (information, transcripts), episode content and guest. */
export function VideoDetail({ video, startAt, stopAt = null, createPlayer }: VideoDetailProps) {
  const { t, i18n } = useTranslation(VIDEO_NAMESPACES);
  const startSegment = startAt === null ? undefined : segmentAt(video.episodeContent, startAt);
  const [activeNumber, setActiveNumber] = useState<number | null>(startSegment?.segmentNumber ?? null);
  // A deep link into a segment (docs/decisions.md §40) opens on that segment's transcript.
  const [tab, setTab] = useState<TabId>(startSegment ? 'segmentedTranscript' : 'information');
  const onFirstPlay = useCallback(() => void recordView(video.id), [video.id]);
  const chaptersLabel = t('details.episodeContent');
  // A media file plays in the browser's own element, with the segments and transcripts as WebVTT tracks.
  const fileKind = video.mediaFile?.kind;
  const filePlayer = useMemo(
    () => (fileKind ? mediaElementPlayer(fileKind, mediaTracks(video, chaptersLabel, transcriptLocale)) : undefined),
    [fileKind, video, chaptersLabel],
  );
  const kind: PlayerKind = video.youtubeId ? 'youtube' : (fileKind ?? null);
  const player = useVideoPlayer({
    source: video.youtubeId ?? video.mediaFile?.url ?? null,
    initialSeek: startAt,
    stopAt,
    onFirstPlay,
    createPlayer: createPlayer ?? filePlayer,
  });
  const { following, resume } = useFollowPlayback();
  const small = useMiniPlayer(player.state.phase === 'ready');
  const dir = i18n.dir();
  const personHref = usePersonHref(video.id);
  // Once the player tells its time, the segment playing is the active one (the page follows playback, docs/decisions.md §53).
  const active = player.time === null ? activeNumber : (segmentAt(video.episodeContent, player.time)?.segmentNumber ?? null);
  const segmentStarts = useMemo(() => video.episodeContent.map((segment) => segment.startSeconds), [video.episodeContent]);
  const linked = startAt === null ? null : { start: startAt, end: stopAt };

  const seekTo = (seconds: number) => {
    resume();
    player.seekTo(seconds);
  };
  // A withheld passage is skipped (docs/behaviour.md §300): a YouTube recording cannot be cut, so its
  // player jumps past the range; a file's public copy is silent there once it exists.
  const skipTo = player.time === null ? undefined : withheldAt(video.withheld, player.time)?.endSeconds;
  const { seekTo: playerSeekTo } = player;
  useEffect(() => {
    if (skipTo !== undefined) playerSeekTo(skipTo);
  }, [skipTo, playerSeekTo]);
  const playSegment = (segment: { segmentNumber: number; startTime: string }) => {
    setActiveNumber(segment.segmentNumber);
    seekTo(parseTime(segment.startTime));
  };
  const playback: TranscriptPlayback = { time: player.time, following, range: linked, segmentStarts, onSeek: seekTo };

  return (
    // While the small player shows, the page ends above its bar.
    <div className={`container-page space-y-6 py-6 sm:py-8 ${small.mini ? 'pb-28' : ''}`}>
      <PageTitle
        title={video.guest ? t('videoDetail.interviewWith', { guest: video.guest }) : video.title}
        description={shortDescription(video.description, t('common:meta.video.description'))}
        canonical
      />
      <VideoHeader title={video.title} guest={video.guest} />
      {video.guest ? (
        <p className="-mt-3 text-lg text-slate-700">
          <DataText text={video.title} />
        </p>
      ) : null}
      <AccessNotice video={video} />
      {/* One grid: on a phone the tabs come right under the player, then the chapters, the guest and the reuse
          links (that is also their reading and focus order); from lg those stand beside player and tabs
          (docs/decisions.md §43). */}
      <div className="grid gap-6 lg:grid-cols-[minmax(0,1fr)_20rem] lg:grid-rows-[auto_1fr] lg:gap-x-8">
        <div className="min-w-0 space-y-6">
          <VideoPlayer
            title={video.title}
            thumbnail={video.thumbnail}
            duration={video.duration}
            kind={kind}
            player={player}
            linked={linked}
            placeRef={small.ref}
            mini={small.mini}
          />
          <MomentTools video={video} time={player.time} linked={linked} />
        </div>
        {/* The tabs and the side column hydrated in tasks of their own (docs/decisions.md §2611). */}
        <HydratedLater part="video-tabs">
          <div className="min-w-0 lg:col-start-1 lg:row-start-2">
            <Tabs
              label={t('videoDetail.sections')}
              dir={dir}
              value={tab}
              onChange={setTab}
              items={TAB_ORDER.map((id) => ({ id, label: t(`tabs.${id}`) }))}
            >
              {tab === 'information' ? <VideoInformation video={video} personHref={personHref} /> : null}
              {tab === 'fullTranscript' ? <FullTranscript transcripts={video.transcripts} playback={playback} /> : null}
              {tab === 'segmentedTranscript' ? (
                <SegmentedTranscript segments={video.episodeContent} activeNumber={active} onPlay={playSegment} following={following} />
              ) : null}
            </Tabs>
            <TranscriptWithoutScript transcripts={video.transcripts} segments={video.episodeContent} />
          </div>
        </HydratedLater>
        <HydratedLater part="video-aside">
          <aside className="space-y-6 lg:col-start-2 lg:row-span-2 lg:row-start-1">
            <EpisodeContent segments={video.episodeContent} activeNumber={active} onPlay={playSegment} following={following} />
            <GuestCard guest={video.guest} host={video.host} personHref={personHref} />
            <OpenStandardLinks videoId={video.id} />
          </aside>
        </HydratedLater>
      </div>
      {small.mini ? (
        <MiniPlayerBar
          playing={player.state.playing}
          time={player.time}
          duration={video.duration}
          onPlay={player.play}
          onPause={player.pause}
          onBackToMoment={following ? null : resume}
          onShowPlayer={small.showPlayer}
        />
      ) : !following && player.time !== null ? (
        <BackToMoment onClick={resume} />
      ) : null}
    </div>
  );
}

/**
 * A video whose recording is withheld (access level other than open) offers the request form
 * (docs/behaviour.md §401). The level joins the video's answer with the access levels; until then
 * no video carries one, so none is withheld.
 */
function isWithheld(video: object): boolean {
  return 'access' in video && typeof video.access === 'string' && video.access !== 'open';
}

/**
 * The request form and its form library, a chunk of their own: only a withheld video shows them, and every other video
 * page took over 14 KB of brotli later for them (docs/decisions.md §2643).
 */
const RequestAccessForm = preloadableComponent(() =>
  import('../../../features/access-request/components/request-access-form.tsx').then((module) => module.RequestAccessForm),
);

function VideoDetailLoader({
  id,
  startAt,
  stopAt,
  accessToken,
}: {
  id: string;
  startAt: number | null;
  stopAt: number | null;
  accessToken: string | null;
}) {
  const { t } = useTranslation(VIDEO_NAMESPACES);
  const query = useVideo(id, accessToken);
  if (query.isPending) {
    return (
      <>
        <PageTitle title={t('common:meta.video.title')} />
        <Spinner label={t('videoDetail.loading')} showLabel />
      </>
    );
  }
  if (query.isError) {
    const key = videoErrorKey(query.error);
    return key === 'videoDetail.videoNotFound' ? <VideoNotFound /> : <DetailMessage message={t(key)} />;
  }
  // A new video or a new ?t= is a new visit: state and player start over.
  return (
    <>
      <VideoDetail key={`${id}@${startAt ?? ''}-${stopAt ?? ''}`} video={query.data} startAt={startAt} stopAt={stopAt} />
      <div className="container-page space-y-10 pb-12">
        {isWithheld(query.data) && <RequestAccessForm.Component mediaId={Number(id)} />}
        <VideoLinks video={query.data} />
        <RelatedVideos video={query.data} />
      </div>
    </>
  );
}

export function Component() {
  const { videoId } = useParams();
  const [searchParams] = useSearchParams();
  if (!videoId) return <VideoNotFound />;
  const moment = parseMomentParam(searchParams.get('t'));
  return (
    <VideoDetailLoader id={videoId} startAt={moment?.start ?? null} stopAt={moment?.end ?? null} accessToken={searchParams.get('access')} />
  );
}

/** The video, then the related lists its answer names, and a withheld video's request form (lib/render-ahead.ts). */
export const handle: RenderAheadHandle = {
  renderAhead: async ({ params, searchParams, fetch }) => {
    const media = params.videoId ? await fetch(videoQueryOptions(params.videoId, searchParams.get('access'))) : undefined;
    if (media) {
      await Promise.all([
        fetchRelatedAhead(toVideoView(media), fetch),
        fetch(mediaPeopleQueryOptions(media.id)),
        isWithheld(media) ? RequestAccessForm.preload() : undefined,
      ]);
    }
  },
};
