import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccessRequest } from '#contracts/access-requests';
import { DEFAULT_ACCESS_DAYS, MAX_ACCESS_DAYS } from '#contracts/constants';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { accessRequestsQueryOptions, useDecideAccessRequest } from '../api/admin-access-requests.ts';
import { ACCESS_NS } from '../i18n.ts';
import { useCan } from '../../kit/api/account.ts';

/** Staff's list of visitors' access requests: approve with a link, refuse with a message, revoke (docs/behaviour.md §401). */
export function AccessRequestsScreen() {
  const { t } = useTranslation(ACCESS_NS);
  const requests = useQuery(accessRequestsQueryOptions());
  if (requests.isPending) return <Spinner label={t('accessRequests.loading')} showLabel />;
  if (requests.isError) return <ErrorBox message={t('accessRequests.error')} />;
  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-2 text-2xl font-semibold text-brand-900">{t('accessRequests.title')}</h1>
      <p className="mb-4 text-gray-600">{t('accessRequests.description')}</p>
      {requests.data.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('accessRequests.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {requests.data.map((request) => (
            <RequestItem key={request.id} request={request} />
          ))}
        </ul>
      )}
    </div>
  );
}

function RequestItem({ request }: { request: AccessRequest }) {
  const { t, i18n } = useTranslation(ACCESS_NS);
  const decide = useDecideAccessRequest();
  // Only roles that manage access decide; the others read the request and its link's state (contracts/permissions.ts).
  const decides = useCan()('access.manage');
  const [days, setDays] = useState(String(DEFAULT_ACCESS_DAYS));
  const [message, setMessage] = useState('');
  const [copied, setCopied] = useState(false);
  const [failed, setFailed] = useState(false);
  const ids = { days: useId(), message: useId() };
  const when = (iso: string) => formatDateTime(iso, i18n.resolvedLanguage, 'long');
  const run = (decision: Parameters<typeof decide.mutate>[0]) => {
    setFailed(false);
    decide.mutate(decision, { onError: () => setFailed(true) });
  };
  const link = request.access ? `${window.location.origin}${request.access.link}` : null;
  const daysValue = Number(days);
  const daysValid = Number.isInteger(daysValue) && daysValue >= 1 && daysValue <= MAX_ACCESS_DAYS;

  return (
    <li data-testid="access-request" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div>
          <span className="me-2 inline-block rounded-full bg-brand-100 px-2 py-0.5 text-xs font-semibold text-brand-700">
            {t(`accessRequests.status.${request.status}`)}
          </span>
          <span className="font-semibold" dir="auto">
            {request.name}
          </span>{' '}
          <a href={`mailto:${request.email}`} dir="ltr" className="text-sm text-brand-600 hover:underline">
            {request.email}
          </a>
        </div>
        <time dateTime={request.created_at} className="text-sm text-gray-500">
          {when(request.created_at)}
        </time>
      </div>
      <p className="text-sm text-gray-700">
        {t('accessRequests.interview')}{' '}
        <span dir="auto" className="font-medium">
          {request.media_title ?? t('accessRequests.deleted', { id: request.media })}
        </span>
      </p>
      <p className="mt-1 whitespace-pre-wrap text-gray-800" dir="auto">
        {request.purpose}
      </p>
      {request.decided_at && (
        <p className="mt-2 text-sm text-gray-600">
          {t('accessRequests.decided', { by: request.decided_by ?? '', when: when(request.decided_at) })}
        </p>
      )}
      {request.status === 'refused' && request.message && (
        <p className="mt-1 text-sm text-gray-700" dir="auto">
          {request.message}
        </p>
      )}
      {request.access && link && (
        <div className="mt-3 rounded border border-gray-200 bg-gray-50 p-3 text-sm">
          <p>
            {request.access.active
              ? t('accessRequests.linkActive', { when: when(request.access.expires_at) })
              : request.access.revoked_at
                ? t('accessRequests.linkRevoked', { by: request.access.revoked_by ?? '', when: when(request.access.revoked_at) })
                : t('accessRequests.linkExpired', { when: when(request.access.expires_at) })}{' '}
            {t('accessRequests.uses', { count: request.access.uses })}
          </p>
          {request.access.active && (
            <div className="mt-2 flex flex-wrap items-center gap-2">
              <Input readOnly value={link} dir="ltr" aria-label={t('accessRequests.link')} className="min-w-0 flex-1" />
              <Button size="sm" variant="neutral" onClick={() => void navigator.clipboard?.writeText(link).then(() => setCopied(true))}>
                {copied ? t('accessRequests.copied') : t('accessRequests.copy')}
              </Button>
              {decides && (
                <Button
                  size="sm"
                  variant="danger-outline"
                  disabled={decide.isPending}
                  onClick={() => run({ id: request.id, action: 'revoke' })}
                >
                  {t('accessRequests.revoke')}
                </Button>
              )}
            </div>
          )}
        </div>
      )}
      {decides && (
        <div className="mt-3 flex flex-wrap items-end gap-3 text-sm">
          <div>
            <label htmlFor={ids.days} className="block text-gray-700">
              {t('accessRequests.days')}
            </label>
            <Input
              id={ids.days}
              type="number"
              min={1}
              max={MAX_ACCESS_DAYS}
              value={days}
              onChange={(e) => setDays(e.target.value)}
              className="w-24"
            />
          </div>
          <Button
            size="sm"
            disabled={decide.isPending || !daysValid}
            onClick={() => run({ id: request.id, action: 'approve', days: daysValue })}
          >
            {request.status === 'approved' ? t('accessRequests.renew') : t('accessRequests.approve')}
          </Button>
          <div className="min-w-48 flex-1">
            <label htmlFor={ids.message} className="block text-gray-700">
              {t('accessRequests.message')}
            </label>
            <Textarea id={ids.message} rows={1} value={message} onChange={(e) => setMessage(e.target.value)} dir="auto" />
          </div>
          <Button size="sm" variant="danger" disabled={decide.isPending} onClick={() => run({ id: request.id, action: 'refuse', message })}>
            {t('accessRequests.refuse')}
          </Button>
        </div>
      )}
      {failed && (
        <div className="mt-2">
          <ErrorBox message={t('accessRequests.failed')} />
        </div>
      )}
    </li>
  );
}
