import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { standardPaths } from '#contracts/paths';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { siteOrigin } from '../../../lib/site-origin.ts';
import { ABOUT_NAMESPACES } from '../../../locales/about-namespace.ts';

const TEXT_SECTIONS = ['intro', 'background', 'mission'] as const;
const LIST_SECTIONS = ['goals', 'geography', 'future', 'credits'] as const;

function Section({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section id={id} aria-labelledby={`${id}-title`} className="space-y-3">
      <h2 id={`${id}-title`} className="text-2xl font-semibold text-brand-900">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** docs/behaviour.md §2 About: intro, background, mission, goals, geographic focus, future aims, credits. */
export function Component() {
  const { t } = useTranslation(ABOUT_NAMESPACES);
  const list = (key: (typeof LIST_SECTIONS)[number]) => {
    const items = t(`about.${key}.items`, { returnObjects: true });
    return Array.isArray(items) ? items.filter((item): item is string => typeof item === 'string') : [];
  };
  return (
    <div className="container-page py-12">
      <PageTitle title={t('common:meta.about.title')} description={t('common:meta.about.description')} canonical />
      <h1 className="mb-10 text-4xl font-semibold text-brand-900">{t('about.title')}</h1>
      <div className="max-w-3xl space-y-10 text-lg leading-relaxed text-slate-700">
        {TEXT_SECTIONS.map((key) => (
          <Section key={key} id={key} title={t(`about.${key}.title`)}>
            <p>{t(`about.${key}.body`)}</p>
          </Section>
        ))}
        {LIST_SECTIONS.map((key) => (
          <Section key={key} id={key} title={t(`about.${key}.title`)}>
            {key === 'geography' ? <p>{t('about.geography.body')}</p> : null}
            <ul className="list-disc space-y-2 ps-6 marker:text-accent-500">
              {list(key).map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          </Section>
        ))}
        <Section id="harvest" title={t('about.harvest.title')}>
          <p>{t('about.harvest.body')}</p>
          <ul className="list-disc space-y-2 ps-6 marker:text-accent-500">
            <li>{t('about.harvest.oai', { url: `${siteOrigin()}${standardPaths.oai}` })}</li>
            <li>{t('about.harvest.iiif', { url: `${siteOrigin()}${standardPaths.iiifCollection}` })}</li>
            <li>{t('about.harvest.ohms')}</li>
          </ul>
        </Section>
        <Section id="privacy" title={t('about.privacy.title')}>
          <p>{t('about.privacy.body')}</p>
          <p>{t('about.privacy.videoHost')}</p>
        </Section>
      </div>
    </div>
  );
}
