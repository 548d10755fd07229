import { type ComponentType, createElement, useEffect, useReducer, useState } from 'react';

/**
 * A chunk of code fetched where a page needs it (a lazy route's screen, a part only some pages show), once: `preload`
 * fetches it (again after a failure), `loaded` gives it once here. A page that shows it from its first draw loads it
 * before drawing: the server before it renders, the browser before it hydrates (router/screens.tsx for screens, a
 * route's `renderAhead` for parts: lib/render-ahead.ts), so both draw the same markup (docs/decisions.md §2640, §2643).
 */
export interface Preloadable<Module> {
  preload(): Promise<Module>;
  loaded(): Module | undefined;
  /** The failure of the last fetch, once: the draw that shows it takes it, and a later draw fetches again. */
  takeFailure(): unknown;
}

export function preloadable<Module>(load: () => Promise<Module>): Preloadable<Module> {
  let module: Module | undefined;
  let loading: Promise<Module> | null = null;
  let failure: unknown;
  return {
    preload() {
      loading ??= load().then(
        (here) => {
          module = here;
          failure = undefined;
          return here;
        },
        (error: unknown) => {
          loading = null;
          failure = error ?? new Error('A part of the page failed to load');
          throw failure;
        },
      );
      return loading;
    },
    loaded: () => module,
    takeFailure() {
      const taken = failure;
      failure = undefined;
      return taken;
    },
  };
}

/**
 * The module as a draw sees it: here, or fetched after the draw (which then draws again). A fetch that fails is thrown
 * to the page's error boundary (docs/behaviour.md §8), whose Try Again draws, and so fetches, again.
 */
export function usePreloaded<Module>(chunk: Preloadable<Module>): Module | undefined {
  const module = chunk.loaded();
  const [error, setError] = useState<unknown>(() => chunk.takeFailure());
  const [, redraw] = useReducer((count: number) => count + 1, 0);
  useEffect(() => {
    if (module !== undefined || error !== undefined) return;
    chunk.preload().then(redraw, () => setError(() => chunk.takeFailure()));
  }, [module, error, chunk]);
  if (error !== undefined) throw error;
  return module;
}

/** A component that is a chunk of its own (see Preloadable): nothing until its code is here. */
export function preloadableComponent<Props extends object>(
  load: () => Promise<ComponentType<Props>>,
): { Component: ComponentType<Props>; preload: () => Promise<unknown> } {
  const chunk = preloadable(load);
  function Preloaded(props: Props) {
    const component = usePreloaded(chunk);
    return component ? createElement(component, props) : null;
  }
  return { Component: Preloaded, preload: chunk.preload };
}
