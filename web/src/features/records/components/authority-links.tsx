import { useTranslation } from 'react-i18next';
import { type AuthorityName, authorityLinks } from '#contracts/authority-files';
import { RECORDS_NAMESPACES } from '../../../locales/records-namespace.ts';

/**
 * The catalogues that know a person or a place, as links: the same addresses as the page's JSON-LD `sameAs`
 * (docs/behaviour.md §1300). Each link names its catalogue and shows the bare identifier.
 */
export function AuthorityLinks({ authority }: { authority: Partial<Record<AuthorityName, string | null>> }) {
  const { t } = useTranslation(RECORDS_NAMESPACES);
  const links = authorityLinks(authority);
  if (links.length === 0) return null;
  return (
    <section aria-labelledby="record-authority" className="space-y-2">
      <h2 id="record-authority" className="text-sm font-semibold text-slate-700">
        {t('authority')}
      </h2>
      <ul className="flex flex-wrap gap-3 text-sm" data-testid="authority-links">
        {links.map((link) => (
          <li key={link.name}>
            <a
              href={link.url}
              rel="external noopener"
              className="text-brand-700 underline-offset-2 hover:underline"
              data-testid={`authority-${link.name}`}
            >
              {t(`authorityNames.${link.name}`)} <span dir="ltr">({link.url.split('/').at(-1)})</span>
            </a>
          </li>
        ))}
      </ul>
    </section>
  );
}
