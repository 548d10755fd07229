/** A small script of the video host, loaded only to learn whether the host answers. */
const PROBE_URL = 'https://www.youtube.com/iframe_api';
const PROBE_TIMEOUT_MS = 8_000;

let probe: Promise<boolean> | null = null;

/**
 * Whether the video host answers, asked once per page (a failed answer is asked again next time).
 * The preview autoplays its embed only then; offline it keeps the site's poster and a Play button
 * instead of the browser's broken-page frame.
 */
export function videoHostAnswers(): Promise<boolean> {
  probe ??= new Promise<boolean>((resolve) => {
    const script = document.createElement('script');
    const done = (answered: boolean) => {
      window.clearTimeout(timer);
      if (!answered) {
        script.remove();
        probe = null;
      }
      resolve(answered);
    };
    const timer = window.setTimeout(() => done(false), PROBE_TIMEOUT_MS);
    script.onload = () => done(true);
    script.onerror = () => done(false);
    script.src = PROBE_URL;
    script.async = true;
    document.head.append(script);
  });
  return probe;
}
