import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { CollectionCard as Card } from '#contracts/collections';
import { DataText } from '../../../components/ui/data-text.tsx';
import { ImageWithFallback } from '../../../components/ui/image-with-fallback.tsx';
import { paths } from '../../../config/paths.ts';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';
import { inPageLanguage } from '../in-page-language.ts';

/** One collection in the list: its poster, title, description and how many interviews it shows. */
export function CollectionCard({ collection, priority = false }: { collection: Card; priority?: boolean }) {
  const { t, i18n } = useTranslation(RECORDS_NAMESPACES);
  const title = inPageLanguage(collection.title, collection.title_ar, i18n.language);
  const description = inPageLanguage(collection.description, collection.description_ar, i18n.language);
  return (
    <article className="group flex h-full flex-col overflow-hidden rounded-xl border border-slate-200 bg-white shadow-sm transition-shadow hover:shadow-md">
      <Link to={paths.collection(collection.slug)} className="flex flex-1 flex-col rounded-xl">
        <div className="flex flex-1 flex-col gap-2 p-4">
          <DataText as="h2" text={title} className="text-page-start text-lg font-semibold text-brand-900 group-hover:text-brand-700" />
          {description ? <DataText as="p" text={description} className="line-clamp-3 text-page-start text-sm text-slate-700" /> : null}
          <p className="mt-auto text-sm font-semibold text-accent-700">{t('collections.count', { count: collection.count })}</p>
        </div>
        <div className="relative order-first aspect-video overflow-hidden bg-slate-200">
          <ImageWithFallback
            src={collection.poster}
            alt=""
            priority={priority}
            className="size-full object-cover transition-transform duration-300 group-hover:scale-105"
            fallback={<div className="size-full bg-gradient-to-br from-brand-700 to-brand-900" />}
          />
        </div>
      </Link>
    </article>
  );
}
