import { useQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { suggestedWords } from '#contracts/search-text';
import { type ArchiveFilters } from '../../../lib/archive-filters.ts';
import { BROWSE_NAMESPACES } from '../../../locales/browse-namespace.ts';
import { allWordsQueryOptions } from '../api/get-videos.ts';
import { VideoGrid } from './video-grid.tsx';

/**
 * When the whole search text finds nothing, the interviews holding each of its words of three
 * letters or more, under a heading of their own (docs/behaviour.md §802): the search's own list and
 * count stay as they are. Nothing shows when there are fewer than two such words or no such interview.
 */
export function AllWordsSuggestion({ filters, searchFoundNothing }: { filters: ArchiveFilters; searchFoundNothing: boolean }) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  const headingId = useId();
  const words = suggestedWords(filters.search ?? '');
  const query = useQuery(allWordsQueryOptions(filters, searchFoundNothing && words.length > 0));
  const videos = query.data?.results ?? [];
  if (!searchFoundNothing || words.length === 0 || videos.length === 0) return null;
  const count = query.data?.count ?? videos.length;
  return (
    <section aria-labelledby={headingId} className="space-y-4 border-t border-slate-200 pt-6" data-testid="all-words">
      <h2 id={headingId} className="text-xl font-semibold text-brand-900">
        {t('archive.allWords.heading')}
      </h2>
      <p className="text-slate-700">
        {t('archive.allWords.intro', { count })}{' '}
        {words.map((word, index) => (
          <span key={word}>
            {index > 0 ? t('archive.allWords.separator') : null}
            <bdi dir="auto" className="font-semibold">
              {word}
            </bdi>
          </span>
        ))}
      </p>
      <VideoGrid videos={videos} />
    </section>
  );
}
