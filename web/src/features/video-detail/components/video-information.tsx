import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { placeSlugOf } from '#contracts/place-slugs';
import { DataText, LanguageName, PlaceName, TopicName } from '../../../components/ui/data-text.tsx';
import { foreignTextProps } from '../../../lib/data-text.ts';
import type { VideoView } from '../video-view.ts';
import { formatDuration } from '#contracts/time';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';
import { formatLongDate } from '../../../lib/format.ts';
import { paths } from '../../../config/paths.ts';

function Detail({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="rounded-lg bg-slate-50 px-4 py-3">
      <dt className="text-xs font-semibold tracking-wide text-slate-600 uppercase">{label}</dt>
      <dd className="mt-1 text-slate-900">{children}</dd>
    </div>
  );
}

/** The address of the page of the person an interview names so, when there is one (docs/behaviour.md §1300). */
export type PersonHref = (name: string) => string | undefined;

const personLinkClass = 'text-brand-700 underline underline-offset-2 hover:text-brand-900';

/** A name, linked to its person's page when it has one. */
function LinkedName({ name, personHref }: { name: string; personHref?: PersonHref | undefined }) {
  const href = personHref?.(name);
  return href ? (
    <Link to={href} className={personLinkClass}>
      <DataText text={name} />
    </Link>
  ) : (
    <DataText text={name} />
  );
}

function NameList({
  names,
  empty,
  topics = false,
  personHref,
}: {
  names: string[];
  empty: string;
  topics?: boolean;
  personHref?: PersonHref | undefined;
}) {
  if (names.length === 0) return <p className="text-slate-600">{empty}</p>;
  return (
    <ul className="flex flex-wrap gap-2">
      {names.map((name) => (
        <li key={name} className="rounded-full bg-brand-50 px-3 py-1 text-sm text-brand-900 ring-1 ring-brand-100">
          {topics ? <TopicName name={name} /> : <LinkedName name={name} personHref={personHref} />}
        </li>
      ))}
    </ul>
  );
}

type InformationVideo = Pick<
  VideoView,
  | 'description'
  | 'host'
  | 'guest'
  | 'originalLanguage'
  | 'interviewDate'
  | 'duration'
  | 'region'
  | 'places'
  | 'topics'
  | 'importantPeople'
  | 'acknowledgement'
  | 'status'
  | 'access'
  | 'interviewers'
  | 'narrators'
>;

/**
 * A place the video names, linked to its page when it has one (docs/behaviour.md §1300): a place of the gazetteer named by
 * an interview the public hears, as this one is when it is public and open (a withheld one makes no place listed).
 */
function PlaceLink({ name, linked }: { name: string; linked: boolean }) {
  const slug = linked ? placeSlugOf(name) : undefined;
  if (!slug) return <PlaceName name={name} />;
  return (
    <Link to={paths.place(slug)} className="text-brand-700 underline-offset-2 hover:underline">
      <PlaceName name={name} />
    </Link>
  );
}

/** Information tab: description, details, topics, important people (docs/behaviour.md §2). */
export function VideoInformation({ video, personHref }: { video: InformationVideo; personHref?: PersonHref | undefined }) {
  const { t, i18n } = useTranslation(VIDEO_NS);
  const none = t('details.none');
  const text = (value: string | null) => (value ? <DataText text={value} /> : none);
  // Each narrator and interviewer on their own, so each links to their page when they have one.
  const names = (people: InformationVideo['narrators'], joined: string) =>
    people.length === 0
      ? text(joined)
      : people.map((p, index) => {
          const name = `${p.firstName} ${p.lastName}`.trim();
          return (
            <span key={`${index}-${name}`}>
              {index > 0 ? t('details.listSeparator') : null}
              <LinkedName name={name} personHref={personHref} />
            </span>
          );
        });
  const prose = (value: string) => foreignTextProps(value, i18n.language);
  const linked = video.status === 'public' && video.access === 'open';
  return (
    <div className="space-y-8">
      <section aria-labelledby="info-description">
        <h2 id="info-description" className="text-lg font-semibold text-brand-900">
          {t('details.description')}
        </h2>
        <p {...prose(video.description)} className="mt-2 leading-relaxed whitespace-pre-line text-slate-800">
          {video.description || none}
        </p>
      </section>
      <section aria-labelledby="info-details">
        <h2 id="info-details" className="text-lg font-semibold text-brand-900">
          {t('details.details')}
        </h2>
        <dl className="mt-3 grid gap-3 sm:grid-cols-2">
          <Detail label={t('details.interviewer')}>{names(video.interviewers, video.host)}</Detail>
          <Detail label={t('details.narrator')}>{names(video.narrators, video.guest)}</Detail>
          <Detail label={t('details.originalLanguage')}>
            {video.originalLanguage ? <LanguageName value={video.originalLanguage} /> : none}
          </Detail>
          <Detail label={t('details.date')}>{text(formatLongDate(video.interviewDate, i18n.language))}</Detail>
          <Detail label={t('details.duration')}>{video.duration ? <span dir="ltr">{formatDuration(video.duration)}</span> : none}</Detail>
          <Detail label={t('details.region')}>{video.region ? <PlaceLink name={video.region} linked={linked} /> : none}</Detail>
          <Detail label={t('details.places')}>
            {video.places.length === 0
              ? none
              : video.places.map((place, index) => (
                  <span key={place}>
                    {index > 0 ? t('details.listSeparator') : null}
                    <PlaceLink name={place} linked={linked} />
                  </span>
                ))}
          </Detail>
        </dl>
      </section>
      <section aria-labelledby="info-topics">
        <h2 id="info-topics" className="text-lg font-semibold text-brand-900">
          {t('details.topics')}
        </h2>
        <div className="mt-3">
          <NameList names={video.topics} empty={none} topics />
        </div>
      </section>
      <section aria-labelledby="info-people">
        <h2 id="info-people" className="text-lg font-semibold text-brand-900">
          {t('details.importantPeople')}
        </h2>
        <div className="mt-3">
          <NameList names={video.importantPeople} empty={none} personHref={personHref} />
        </div>
      </section>
      {video.acknowledgement ? (
        <section aria-labelledby="info-acknowledgement">
          <h2 id="info-acknowledgement" className="text-lg font-semibold text-brand-900">
            {t('details.acknowledgement')}
          </h2>
          <p {...prose(video.acknowledgement)} className="mt-2 text-sm text-slate-600">
            {video.acknowledgement}
          </p>
        </section>
      ) : null}
    </div>
  );
}
