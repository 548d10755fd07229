import { registerNamespace } from '../lib/i18n.ts';
import ar from './ar/video.json';
import en from './en/video.json';

/**
 * The video page's texts (player, transcripts, citations): loaded with the video page's chunk, not
 * with the home page. Every component that reads the `video` namespace imports this module.
 */
registerNamespace('video', { en, ar });
