import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { InitialsAvatar } from '../../../components/ui/initials-avatar.tsx';
import { SentenceWithName } from './sentence-with-name.tsx';
import type { PersonHref } from './video-information.tsx';
import { VIDEO_NS } from '../../../locales/video-namespace.ts';

/**
 * The guest with an initials avatar drawn in the page (no third-party avatar request); the guest's name links to their
 * page when they have one (`personHref`, docs/behaviour.md §1300).
 */
export function GuestCard({ guest, host, personHref }: { guest: string; host: string; personHref?: PersonHref | undefined }) {
  const { t } = useTranslation(VIDEO_NS);
  if (!guest) return null;
  const href = personHref?.(guest);
  return (
    <section aria-labelledby="guest-card" className="rounded-xl border border-slate-200 bg-white p-4">
      <h2 id="guest-card" className="text-lg font-semibold text-brand-900">
        {t('guestCard.title')}
      </h2>
      <div className="mt-3 flex items-center gap-4">
        <InitialsAvatar name={guest} />
        <div className="min-w-0">
          <p className="font-semibold text-slate-900">
            {href ? (
              <Link to={href} dir="auto" className="underline underline-offset-2 hover:text-brand-800">
                {guest}
              </Link>
            ) : (
              <span dir="auto">{guest}</span>
            )}
          </p>
          {host ? (
            <p className="text-sm text-slate-600">
              <SentenceWithName i18nKey="guestCard.host" param="host" name={host} />
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
