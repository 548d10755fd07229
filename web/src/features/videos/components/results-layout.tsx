import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { BROWSE_NAMESPACES } from '../../../locales/browse-namespace.ts';
import type { VideoCardLayout } from './video-card.tsx';

/** The URL parameter holding the archive's results layout; absent means the grid (docs/behaviour.md §900). */
const LAYOUT_PARAM = 'view';

/**
 * The archive's results layout, kept in the URL (`?view=list`) so a shared or reloaded link shows the
 * same layout, and a server-rendered page already has it.
 */
export function useResultsLayout(): [VideoCardLayout, (layout: VideoCardLayout) => void] {
  const [params, setParams] = useSearchParams();
  const layout: VideoCardLayout = params.get(LAYOUT_PARAM) === 'list' ? 'list' : 'grid';
  const setLayout = (next: VideoCardLayout) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next === 'list') updated.set(LAYOUT_PARAM, 'list');
        else updated.delete(LAYOUT_PARAM);
        return updated;
      },
      // A change of layout is not a new search: Back goes to the previous search, not the previous layout.
      { replace: true, preventScrollReset: true },
    );
  return [layout, setLayout];
}

/** Keeps the layout when the filters' parameters are rebuilt (a new search, a facet, a sort). */
export function keepLayout(next: URLSearchParams, current: URLSearchParams): URLSearchParams {
  if (current.get(LAYOUT_PARAM) === 'list') next.set(LAYOUT_PARAM, 'list');
  return next;
}

/** A link to the archive that keeps the current layout: facet values and their removal (docs/behaviour.md §900). */
export function useLayoutHref(): (url: string) => string {
  const [params] = useSearchParams();
  const list = params.get(LAYOUT_PARAM) === 'list';
  return (url) => (list ? `${url}${url.includes('?') ? '&' : '?'}${LAYOUT_PARAM}=list` : url);
}

const icons: Record<VideoCardLayout, ReactNode> = {
  grid: (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4" fill="currentColor">
      <rect x="2" y="2" width="7" height="7" rx="1.5" />
      <rect x="11" y="2" width="7" height="7" rx="1.5" />
      <rect x="2" y="11" width="7" height="7" rx="1.5" />
      <rect x="11" y="11" width="7" height="7" rx="1.5" />
    </svg>
  ),
  // Pictures at the line's start: mirrored on right-to-left pages, as the rows are.
  list: (
    <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:-scale-x-100" fill="currentColor" data-mirrored="rtl">
      <rect x="2" y="3" width="5" height="4" rx="1" />
      <rect x="9" y="4" width="9" height="2" rx="1" />
      <rect x="2" y="13" width="5" height="4" rx="1" />
      <rect x="9" y="14" width="9" height="2" rx="1" />
    </svg>
  ),
};

/** Two pressed/unpressed buttons choosing the grid or the denser list; reached and pressed by keyboard. */
export function ResultsLayoutToggle({
  value,
  onChange,
  className = '',
}: {
  value: VideoCardLayout;
  onChange(layout: VideoCardLayout): void;
  className?: string;
}) {
  const { t } = useTranslation(BROWSE_NAMESPACES);
  return (
    <div
      role="group"
      aria-label={t('browse.layout.label')}
      className={`inline-flex rounded-md border border-slate-300 bg-white p-0.5 ${className}`}
    >
      {(['grid', 'list'] as const).map((layout) => (
        <button
          key={layout}
          type="button"
          aria-pressed={value === layout}
          onClick={() => onChange(layout)}
          data-testid={`layout-${layout}`}
          className={`flex min-h-9 min-w-9 items-center justify-center gap-1.5 rounded px-2 text-sm font-medium focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-brand-700 ${
            value === layout ? 'bg-brand-700 text-white' : 'text-slate-700 hover:bg-slate-100'
          }`}
        >
          {icons[layout]}
          <span className="sr-only sm:not-sr-only">{t(`browse.layout.${layout}`)}</span>
        </button>
      ))}
    </div>
  );
}
