import { apiPaths } from '#contracts/paths';
import { hasTimeMarkers } from '#contracts/transcript-timing';
import type { MediaTrack } from './hooks/media-element-player.ts';
import type { VideoView } from './video-view.ts';

/**
 * WebVTT tracks offered with a recording Atlas plays itself: the segments as chapters and each timed
 * transcript, one per language tag, cut as captions (docs/behaviour.md §702). The transcript in the
 * interview's own language is `captions`; the others are translations, `subtitles`. Any player that
 * takes `<track>` elements (a file today, a stream Atlas holds tomorrow) can take this list as it is.
 */
export function mediaTracks(
  video: VideoView,
  chaptersLabel: string,
  localeOf: (language: string, text: string) => { lang: string },
): MediaTrack[] {
  const tracks: MediaTrack[] = [];
  if (video.episodeContent.length > 0) {
    tracks.push({ kind: 'chapters', src: apiPaths.media.chaptersVtt(video.id), srclang: 'und', label: chaptersLabel });
  }
  const original = video.originalLanguage ? localeOf(video.originalLanguage, '').lang : 'und';
  const seen = new Set<string>();
  for (const transcript of video.transcripts) {
    const { lang } = localeOf(transcript.language, transcript.text);
    if (lang === 'und' || seen.has(lang) || !hasTimeMarkers(transcript.text)) continue;
    seen.add(lang);
    const kind = lang === original || original === 'und' ? 'captions' : 'subtitles';
    tracks.push({ kind, src: apiPaths.media.captionsVtt(video.id, lang), srclang: lang, label: transcript.language });
  }
  return tracks;
}
