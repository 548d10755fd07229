/**
 * What the app writes on `<html>` for the first-paint script (first-paint.ts) and the browser tests to read
 * (docs/architecture.md "First paint").
 */

/** The app has taken the page over: every control now answers through it (web/src/main.tsx). */
export const TOOK_OVER = 'data-hydrated';
/** The app's files could not be loaded (web/src/boot.ts): the page stays as the server drew it. */
export const APP_FAILED = 'data-app-failed';
