/**
 * A ref for an `<img>` whose `onLoad` or `onError` the page relies on. A server-rendered image can load
 * or fail before the app takes the page over, and the app's runtime does not replay those events when it hydrates
 * (docs/architecture.md "Server rendering"): the ref reports the outcome already there. For an image the
 * app creates itself, the events come as usual (reporting twice is harmless: both set state).
 */
export function settledImageRef({ onLoad, onError }: { onLoad?(): void; onError?(): void }) {
  return (image: HTMLImageElement | null) => {
    // Not complete: still loading (or lazy and not yet in view), so its own event is still to come.
    if (!image?.complete || !image.getAttribute('src')) return;
    if (image.naturalWidth > 0) onLoad?.();
    else onError?.();
  };
}
