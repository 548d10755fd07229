import { apiPaths } from '#contracts/paths';
import type { MediaTrack } from './hooks/media-element-player.ts';
import type { VideoView } from './video-view.ts';

/**
 * WebVTT tracks offered with a media file: the segments as chapters and each transcript as captions,
 * one per language tag (`lang` as decided for transcripts, e.g. `en`, `ar`, `fr`).
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
  const seen = new Set<string>();
  for (const transcript of video.transcripts) {
    const { lang } = localeOf(transcript.language, transcript.text);
    if (lang === 'und' || seen.has(lang)) continue;
    seen.add(lang);
    tracks.push({ kind: 'captions', src: apiPaths.media.transcriptVtt(video.id, lang), srclang: lang, label: transcript.language });
  }
  return tracks;
}
