import { type ComponentType, createElement, useEffect, useReducer } from 'react';

/**
 * A component whose code is its own chunk, fetched where a page needs it: drawn at once once loaded, and nothing
 * until then. A page that shows it from its first draw loads it first (`preload` in its route's `renderAhead`, which
 * the server runs before it draws and the browser before it hydrates: lib/render-ahead.ts), so both draw the same
 * markup (docs/decisions.md §2643).
 */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<void> } {
  let loaded: ComponentType<Props> | null = null;
  let loading: Promise<void> | null = null;
  const preload = (): Promise<void> => {
    loading ??= load().then(
      (component) => {
        loaded = component;
      },
      (error: unknown) => {
        loading = null;
        throw error;
      },
    );
    return loading;
  };
  function Preloadable(props: Props) {
    const [, redraw] = useReducer((count: number) => count + 1, 0);
    useEffect(() => {
      if (!loaded) preload().then(redraw, () => undefined);
    }, []);
    return loaded ? createElement(loaded, props) : null;
  }
  return { Component: Preloadable, preload };
}
