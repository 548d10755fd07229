import { type QueryClient, type QueryKey, QueryObserver, type QueryObserverOptions, useQueryClient } from '@tanstack/react-query';
import { useCallback, useSyncExternalStore } from 'react';

/** A shared query's options, made by one module-level function (its identity names the query here). */
export type SharedQueryOptions<T, Key extends QueryKey = QueryKey> = () => QueryObserverOptions<T, Error, T, T, Key>;

type AnyObserver = QueryObserver<unknown, Error, unknown, unknown, QueryKey>;

/** Each query client's one observer of each shared query. */
const observers = new WeakMap<QueryClient, Map<SharedQueryOptions<unknown>, AnyObserver>>();

function observerOf(client: QueryClient, options: SharedQueryOptions<unknown>): AnyObserver {
  let byQuery = observers.get(client);
  if (!byQuery) observers.set(client, (byQuery = new Map()));
  let observer = byQuery.get(options);
  if (!observer) byQuery.set(options, (observer = new QueryObserver(client, options())));
  return observer;
}

const ignore = () => () => {};

/**
 * A query's data for the components a page draws by the hundred (every chip, facet value and place name reads the
 * Arabic forms): they share one observer per query client, where `useQuery` would make one for each, the largest
 * cost of a server render after the runtime's own (docs/architecture.md "Server rendering"). The observer is made by the
 * first component that asks while `enabled` (so the server's render records the query exactly when a page shows
 * one), fetches as `useQuery`'s would (on the first subscriber when stale, again on focus or invalidation), and
 * every component subscribed is drawn again when the data changes.
 */
export function useSharedQueryData<T, Key extends QueryKey>(options: SharedQueryOptions<T, Key>, enabled: boolean): T | undefined {
  const client = useQueryClient();
  const observer = enabled ? observerOf(client, options as unknown as SharedQueryOptions<unknown>) : undefined;
  const subscribe = useCallback(
    (onChange: () => void) => {
      if (!observer) return ignore();
      // The query again from the cache, in case it was collected while no component watched it.
      observer.setOptions(options() as unknown as ReturnType<SharedQueryOptions<unknown>>);
      return observer.subscribe(onChange);
    },
    [observer, options],
  );
  const data = () =>
    observer ? (client.getQueryCache().get(observer.getCurrentQuery().queryHash)?.state.data as T | undefined) : undefined;
  return useSyncExternalStore(subscribe, data, data);
}
