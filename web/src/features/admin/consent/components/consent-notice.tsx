import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { paths } from '../../../../config/paths.ts';
import { consentOverviewQueryOptions } from '../../kit/api/consent-overview.ts';
import { CONSENT_NAMESPACES } from '../i18n.ts';
import { ConsentMissingList } from '../../kit/components/consent-missing.tsx';

/** Where staff publish a video: what its releases lack, and the way to its releases (docs/behaviour.md §400). */
export function ConsentNotice({ videoId }: { videoId: number }) {
  const { t } = useTranslation(CONSENT_NAMESPACES);
  const overview = useQuery(consentOverviewQueryOptions(videoId));
  if (!overview.data) return null;
  return (
    <div className="mb-4 space-y-2" data-testid="consent-notice">
      <ConsentMissingList missing={overview.data.missing} />
      <Link to={paths.admin.videoConsent(videoId)} className="text-sm text-brand-600 hover:underline">
        {t('admin:consent.menu')}
      </Link>
    </div>
  );
}
