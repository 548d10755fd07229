import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { SocialLink, SocialNetwork } from '#contracts/site';
import { DEFAULT_SOCIAL_LINKS } from '#contracts/social-links';
import { siteSettingsQueryOptions } from '../api/get-site-settings.ts';
import { COPYRIGHT_YEAR } from '../nav-items.ts';
import { Logo } from './logo.tsx';
import { paths } from '../../../config/paths.ts';

/** Icons of the networks SOCIAL_LINKS may name; the addresses come from the server's configuration. */
const networkIcons: Record<SocialNetwork, string> = {
  youtube:
    'M21.6 7.2a2.5 2.5 0 0 0-1.8-1.8C18.2 5 12 5 12 5s-6.2 0-7.8.4A2.5 2.5 0 0 0 2.4 7.2 26 26 0 0 0 2 12a26 26 0 0 0 .4 4.8 2.5 2.5 0 0 0 1.8 1.8c1.6.4 7.8.4 7.8.4s6.2 0 7.8-.4a2.5 2.5 0 0 0 1.8-1.8A26 26 0 0 0 22 12a26 26 0 0 0-.4-4.8zM10 15V9l5.2 3z',
  whatsapp:
    'M12 2a10 10 0 0 0-8.6 15.1L2 22l5-1.3A10 10 0 1 0 12 2zm5.3 14.2c-.2.6-1.3 1.2-1.8 1.2-.5.1-1 .3-3.4-.7a11.8 11.8 0 0 1-4.5-4 5.1 5.1 0 0 1-1.1-2.7 2.9 2.9 0 0 1 .9-2.2c.3-.3.6-.3.8-.3h.6c.2 0 .4 0 .6.5l.9 2.1a.5.5 0 0 1 0 .5l-.3.5-.4.5c-.1.1-.3.3-.1.6a8.6 8.6 0 0 0 1.6 2 7.8 7.8 0 0 0 2.3 1.4c.3.1.5.1.6-.1l.9-1.1c.2-.3.4-.2.7-.1l2 1c.3.1.5.2.5.3a2.2 2.2 0 0 1-.1 1.3z',
  facebook: 'M14 8h3V4h-3a4 4 0 0 0-4 4v2H8v4h2v8h4v-8h3l1-4h-4V8.5a.5.5 0 0 1 .5-.5z',
  instagram:
    'M7 2h10a5 5 0 0 1 5 5v10a5 5 0 0 1-5 5H7a5 5 0 0 1-5-5V7a5 5 0 0 1 5-5zm0 2a3 3 0 0 0-3 3v10a3 3 0 0 0 3 3h10a3 3 0 0 0 3-3V7a3 3 0 0 0-3-3zm5 3.5a4.5 4.5 0 1 1 0 9 4.5 4.5 0 0 1 0-9zm0 2a2.5 2.5 0 1 0 0 5 2.5 2.5 0 0 0 0-5zM17.5 5.5a1 1 0 1 1 0 2 1 1 0 0 1 0-2z',
};

/**
 * docs/behaviour.md §2 Footer: logo, the four social links (their targets from SOCIAL_LINKS, docs/behaviour.md §800),
 * a privacy link and the copyright line. Until the settings arrive the networks' home pages stand in, so the
 * icons never pop in late.
 */
export function Footer() {
  const { data } = useQuery(siteSettingsQueryOptions());
  return <FooterView socialLinks={data?.social_links ?? DEFAULT_SOCIAL_LINKS} />;
}

export function FooterView({ socialLinks }: { socialLinks: readonly SocialLink[] }) {
  const { t } = useTranslation();
  return (
    <footer className="mt-16 bg-brand-900 text-brand-100">
      <div className="container-page flex flex-col gap-8 py-10 md:flex-row md:items-start md:justify-between">
        <div className="max-w-sm space-y-3">
          <Logo inverted />
          <p className="text-sm">{t('footer.tagline')}</p>
        </div>
        {socialLinks.length > 0 && (
          <div className="space-y-3">
            <h2 className="text-sm font-semibold text-white">{t('footer.social')}</h2>
            <ul className="flex gap-3">
              {socialLinks.map((link) => (
                <li key={link.network}>
                  <a
                    href={link.url}
                    target="_blank"
                    rel="noopener noreferrer"
                    className="flex size-10 items-center justify-center rounded-full bg-white/10 text-white hover:bg-accent-500"
                  >
                    <svg aria-hidden="true" viewBox="0 0 24 24" className="size-5" fill="currentColor">
                      <path fillRule="evenodd" d={networkIcons[link.network]} />
                    </svg>
                    <span className="sr-only">{`${t(`footer.${link.network}`)} ${t('footer.opensInNewTab')}`}</span>
                  </a>
                </li>
              ))}
            </ul>
          </div>
        )}
      </div>
      <div className="border-t border-white/15">
        <div className="container-page flex flex-col gap-2 py-4 text-sm sm:flex-row sm:items-center sm:justify-between">
          <p>{t('footer.copyright', { year: COPYRIGHT_YEAR })}</p>
          <Link to={`${paths.about}#privacy`} className="text-white underline underline-offset-4 hover:text-accent-500">
            {t('footer.privacy')}
          </Link>
        </div>
      </div>
    </footer>
  );
}
