import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { consentOverviewQueryOptions } from '../api/admin-consent.ts';
import { ADMIN_NS } from '../i18n.ts';
import { ConsentMissingList } from './consent-missing.tsx';

/** Where staff publish a video: what its releases lack, and the way to its releases (docs/behaviour.md §400). */
export function ConsentNotice({ videoId }: { videoId: number }) {
  const { t } = useTranslation(ADMIN_NS);
  const overview = useQuery(consentOverviewQueryOptions(videoId));
  if (!overview.data) return null;
  return (
    <div className="mb-4 space-y-2" data-testid="consent-notice">
      <ConsentMissingList missing={overview.data.missing} />
      <Link to={paths.admin.videoConsent(videoId)} className="text-sm text-brand-600 hover:underline">
        {t('consent.menu')}
      </Link>
    </div>
  );
}
