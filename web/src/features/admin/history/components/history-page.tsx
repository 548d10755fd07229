import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { HISTORY_NAMESPACES } from '../i18n.ts';
import { Link } from 'react-router';
import type { MediaVersion } from '#contracts/history';
import type { MediaSnapshot } from '#contracts/interview';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { historyQueryOptions, useRestoreVersion } from '../api/admin-history.ts';
import { ConfirmDialog } from '../../kit/components/confirm-dialog.tsx';
import { diffSnapshots } from '../../kit/snapshot-diff.ts';
import { VersionDiff } from '../../kit/components/version-diff.tsx';
import { paths } from '../../../../config/paths.ts';
import { formatDateTime } from '../../../../lib/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { useCan } from '../../kit/api/account.ts';

/** A video's history: each earlier version, what the save after it changed, and a restore. */
export function HistoryPage({ videoId }: { videoId: string }) {
  const { t } = useTranslation(HISTORY_NAMESPACES);
  const history = useQuery(historyQueryOptions(videoId));
  const restore = useRestoreVersion(videoId);
  // Every staff role reads the history; bringing a version back is an editor's (contracts/permissions.ts).
  const restores = useCan()('media.restore');
  const [pending, setPending] = useState<MediaVersion | null>(null);
  const [status, setStatus] = useState<ActionStatus | null>(null);

  if (history.isPending) return <Spinner label={t('history.loading')} showLabel />;
  if (history.isError) return <ErrorBox message={t('history.error')} />;
  const { current, results } = history.data;

  return (
    <div className="mx-auto max-w-4xl">
      <Link to={paths.admin.videos} className="text-sm text-brand-600 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">
          ←
        </span>{' '}
        {t('history.back')}
      </Link>
      <h1 className="mb-2 mt-2 text-2xl font-semibold text-brand-900">
        {t('history.title')}: <span dir="auto">{current.title}</span>
      </h1>
      <p className="mb-4 text-gray-600">{t('history.description')}</p>
      <ActionStatusLine status={status} />
      {results.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('history.empty')}</p>
      ) : (
        <ol className="space-y-3">
          {results.map((version, index) => (
            <VersionItem
              key={version.version}
              version={version}
              next={index === 0 ? current : results[index - 1]!.snapshot}
              busy={restore.isPending}
              onRestore={restores ? () => setPending(version) : undefined}
            />
          ))}
        </ol>
      )}
      {pending && (
        <ConfirmDialog
          message={t('history.confirmRestore', { version: pending.version, title: pending.snapshot.title })}
          confirmLabel={t('history.restore')}
          busy={restore.isPending}
          onCancel={() => setPending(null)}
          onConfirm={() => {
            const { version } = pending;
            setStatus(null);
            restore.mutate(version, {
              onSuccess: () => setStatus({ tone: 'ok', text: t('history.restored', { version }) }),
              onError: () => setStatus({ tone: 'error', text: t('history.errors.restore', { version }) }),
              onSettled: () => setPending(null),
            });
          }}
        />
      )}
    </div>
  );
}

function VersionItem({
  version,
  next,
  busy,
  onRestore,
}: {
  version: MediaVersion;
  next: MediaSnapshot;
  busy: boolean;
  /** Absent for a role that may not restore (no button). */
  onRestore?: (() => void) | undefined;
}) {
  const { t, i18n } = useTranslation(HISTORY_NAMESPACES);
  const [open, setOpen] = useState(false);
  const changes = diffSnapshots(version.snapshot, next);
  const panelId = `version-${version.version}-changes`;
  return (
    <li data-testid="version" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-brand-900">{t('history.version', { version: version.version })}</h2>
      <p className="text-sm text-gray-600">
        {t('history.savedAt', { date: formatDateTime(version.saved_at, i18n.resolvedLanguage) })}
        {' · '}
        {t('history.replacedBy', {
          date: formatDateTime(version.replaced_at, i18n.resolvedLanguage),
          admin: version.replaced_by ?? t('admin:trash.unknownAdmin'),
        })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        <Button variant="neutral" size="sm" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen((o) => !o)}>
          {t('history.changes', { count: changes.length })}
        </Button>
        {onRestore && (
          <Button size="sm" disabled={busy} onClick={onRestore}>
            {t('history.restore')}
            <span className="sr-only"> ({t('history.version', { version: version.version })})</span>
          </Button>
        )}
      </div>
      {open && (
        <div id={panelId} className="mt-3 border-t border-gray-100 pt-3">
          <VersionDiff changes={changes} />
        </div>
      )}
    </li>
  );
}
