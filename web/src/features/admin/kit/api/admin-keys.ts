import type { QueryClient } from '@tanstack/react-query';

/** Every admin query key starts here, so one invalidation refreshes the whole admin area. */
export const adminKeys = {
  all: ['admin'] as const,
  videos: () => [...adminKeys.all, 'videos'] as const,
  recent: () => [...adminKeys.all, 'recently-published-videos'] as const,
  video: (id: string) => [...adminKeys.all, `video-${id}`] as const,
  messages: () => [...adminKeys.all, 'messages'] as const,
};

/** The second part of a poster's query key (admin-poster.ts). */
export const posterKey = 'poster';

/**
 * After a write every cached read may be stale, the public pages' lists included; not the
 * posters, whose paths carry the version they show (admin-poster.ts).
 */
export const invalidateAfterWrite = (queryClient: QueryClient) =>
  queryClient.invalidateQueries({ predicate: (query) => query.queryKey[1] !== posterKey });
