import { type UseQueryResult, useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { MOST_VIEWED_SKELETONS, RECENT_SKELETONS } from '#contracts/constants';
import type { MediaPage } from '#contracts/media';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { SearchBox } from '../../../features/search-box/search-box.tsx';
import { HOME_SECTION_SIZE, mostViewedVideosQueryOptions, recentVideosQueryOptions } from '../../../features/videos/api/get-videos.ts';
import { VideoGrid, VideoGridSkeleton } from '../../../features/videos/components/video-grid.tsx';
import { paths } from '../../../config/paths.ts';
import { settledImageRef } from '../../../lib/settled-image.ts';

const FAQ_KEYS = ['what', 'who', 'search', 'contribute'] as const;

/** docs/behaviour.md §2 Home: hero, Recently Published, Most Viewed, FAQ. */
export function Component() {
  const { t } = useTranslation();
  const recent = useQuery(recentVideosQueryOptions());
  const mostViewed = useQuery(mostViewedVideosQueryOptions());
  return (
    <>
      <PageTitle title={t('meta.home.title')} description={t('meta.home.description')} canonical />
      <Hero />
      <div className="container-page space-y-16 py-12">
        <VideoSection title={t('home.recent.title')} error={t('home.recent.error')} query={recent} skeletons={RECENT_SKELETONS} />
        <VideoSection
          title={t('home.mostViewed.title')}
          error={t('home.mostViewed.error')}
          query={mostViewed}
          skeletons={MOST_VIEWED_SKELETONS}
        />
        <Faq />
      </div>
    </>
  );
}

function Hero() {
  const { t } = useTranslation();
  const [loaded, setLoaded] = useState(false);
  return (
    <section className="bg-brand-50">
      <div className="container-page grid items-center gap-8 py-10 lg:grid-cols-2 lg:py-16">
        <div className="space-y-5">
          <h1 className="text-3xl font-semibold leading-tight text-brand-900 sm:text-4xl lg:text-5xl">{t('home.hero.title')}</h1>
          <p className="text-lg text-slate-700">{t('home.hero.description')}</p>
          <Link to={paths.about} className="btn-primary">
            {t('home.hero.learnMore')}
            {/* The link names where it goes (no bare "Learn more"). */}
            <span className="sr-only">{` ${t('home.hero.learnMoreTarget')}`}</span>
            <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 rtl:-scale-x-100" fill="currentColor">
              <path d="M7 4l6 6-6 6z" />
            </svg>
          </Link>
        </div>
        <div className="relative overflow-hidden rounded-2xl shadow-lg">
          {/* Placeholder until the image has loaded, and the image fades in (docs/behaviour.md §4 hero image).
              The fade is CSS from the image's first paint, never a class the app's script sets: the picture
              is the page's largest content and must not wait for the script (docs/decisions.md §1011).
              Without JavaScript nothing stops the pulse: the placeholder is hidden (noscript:). */}
          <div
            aria-hidden="true"
            className={`absolute inset-0 bg-gradient-to-b from-amber-200 to-brand-600 noscript:hidden ${loaded ? 'opacity-0' : 'animate-pulse'}`}
          />
          <img
            ref={settledImageRef({ onLoad: () => setLoaded(true) })}
            src="/hero-atlas.svg"
            alt={t('home.hero.imageAlt')}
            width={1440}
            height={660}
            fetchPriority="high"
            onLoad={() => setLoaded(true)}
            className="relative aspect-[16/10] w-full animate-fade-in object-cover noscript:animate-none"
          />
          <div className="absolute inset-x-3 bottom-3 sm:inset-x-6 sm:bottom-6">
            <SearchBox variant="hero" />
          </div>
        </div>
      </div>
    </section>
  );
}

interface VideoSectionProps {
  title: string;
  error: string;
  query: UseQueryResult<MediaPage>;
  skeletons: number;
}

function VideoSection({ title, error, query, skeletons }: VideoSectionProps) {
  const { t } = useTranslation();
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} aria-busy={query.isPending}>
      <div className="mb-5 flex items-end justify-between gap-4">
        <h2 id={headingId} className="text-2xl font-semibold text-brand-900">
          {title}
        </h2>
        <Link to={paths.archive} className="font-semibold text-brand-700 underline-offset-4 hover:underline">
          {t('home.seeAll')}
          <span className="sr-only">{`: ${title}`}</span>
        </Link>
      </div>
      {query.isPending ? <VideoGridSkeleton count={skeletons} reserve={HOME_SECTION_SIZE} /> : null}
      {query.isError ? <ErrorBox message={error} /> : null}
      {query.isSuccess && query.data.results.length === 0 ? <p className="text-slate-700">{t('home.empty')}</p> : null}
      {query.isSuccess && query.data.results.length > 0 ? <VideoGrid videos={query.data.results} /> : null}
    </section>
  );
}

/**
 * docs/behaviour.md §2 Home: four questions, one open at a time. Native disclosures sharing a name: the browser opens
 * one and closes the others itself, from the first paint on, before and after the app (docs/architecture.md
 * "First paint"); the app never sets which is open after the first.
 */
function Faq() {
  const { t } = useTranslation();
  const baseId = useId();
  return (
    <section aria-labelledby={`${baseId}-title`}>
      <h2 id={`${baseId}-title`} className="mb-5 text-2xl font-semibold text-brand-900">
        {t('home.faq.title')}
      </h2>
      <div className="divide-y divide-slate-200 rounded-xl border border-slate-200">
        {FAQ_KEYS.map((key, index) => (
          <details key={key} name={`${baseId}-faq`} open={index === 0} className="group">
            <summary className="flex cursor-pointer list-none items-center justify-between gap-4 px-5 py-4 text-start font-semibold text-brand-900 hover:bg-brand-50 [&::-webkit-details-marker]:hidden">
              <h3>{t(`home.faq.items.${key}.question`)}</h3>
              <svg
                aria-hidden="true"
                viewBox="0 0 20 20"
                className="size-5 shrink-0 transition-transform group-open:rotate-180"
                fill="currentColor"
              >
                <path d="M5 7l5 6 5-6z" />
              </svg>
            </summary>
            <div className="px-5 pb-4 text-slate-700">{t(`home.faq.items.${key}.answer`)}</div>
          </details>
        ))}
      </div>
    </section>
  );
}
