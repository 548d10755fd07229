import { useTranslation } from 'react-i18next';
import type { ConsentMissing } from '#contracts/consent';
import { ADMIN_NS } from '../i18n.ts';

/** What keeps an interview from the public web, narrator by narrator; nothing when nothing is missing. */
export function ConsentMissingList({ missing }: { missing: ConsentMissing[] }) {
  const { t } = useTranslation(ADMIN_NS);
  if (missing.length === 0) return <p className="text-sm text-green-800">{t('consent.complete')}</p>;
  return (
    <div role="status" className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm">
      <p className="font-semibold">{t('consent.missingTitle')}</p>
      <ul className="ms-5 list-disc">
        {missing.map((m, i) => (
          <li key={i} dir="auto">
            {m.reason === 'no_narrator'
              ? t('consent.reasons.no_narrator')
              : t(`consent.reasons.${m.reason}`, { name: `${m.first_name} ${m.last_name}` })}
          </li>
        ))}
      </ul>
    </div>
  );
}

/** The list's and table's badge for an interview lacking consent. */
export function ConsentMissingBadge() {
  const { t } = useTranslation(ADMIN_NS);
  return (
    <span data-testid="consent-missing" className="inline-block rounded-full bg-amber-100 px-2 py-0.5 text-xs font-semibold text-amber-900">
      {t('consent.missingBadge')}
    </span>
  );
}
