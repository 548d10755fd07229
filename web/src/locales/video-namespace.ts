import { defineNamespace } from '../lib/i18n.ts';
import ar from './ar/video.json';
import en from './en/video.json';

/**
 * The video page's texts (player, transcripts, citations): loaded with the video page's chunk, not
 * with the home page. Every component that reads the `video` namespace imports this module.
 */
export const VIDEO_NS = defineNamespace('video', { en, ar });
/** For components that also read `common:`-prefixed keys. */
export const VIDEO_NAMESPACES = [VIDEO_NS, 'common'] as const;
