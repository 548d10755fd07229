import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { MediaSnapshot, MediaVersion } from '#contracts/history';
import { ErrorBox } from '../../../components/ui/error-box.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { historyQueryOptions, useRestoreVersion } from '../api/admin-history.ts';
import { ConfirmDialog } from '../components/confirm-dialog.tsx';
import { diffSnapshots } from './snapshot-diff.ts';
import { VersionDiff } from './version-diff.tsx';

/** A video's history: each earlier version, what the save after it changed, and a restore. */
export function HistoryPage({ videoId }: { videoId: string }) {
  const { t } = useTranslation('admin');
  const history = useQuery(historyQueryOptions(videoId));
  const restore = useRestoreVersion(videoId);
  const [pending, setPending] = useState<MediaVersion | null>(null);
  const [status, setStatus] = useState<{ tone: 'ok' | 'error'; text: string } | null>(null);

  if (history.isPending) return <Spinner label={t('history.loading')} showLabel />;
  if (history.isError) return <ErrorBox message={t('history.error')} />;
  const { current, results } = history.data;

  return (
    <div className="mx-auto max-w-4xl">
      <Link to="/atlas-control/videos" className="text-sm text-brand-600 hover:underline">
        <span aria-hidden="true" className="inline-block rtl:-scale-x-100">←</span> {t('history.back')}
      </Link>
      <h1 className="mb-2 mt-2 text-2xl font-semibold text-brand-900">
        {t('history.title')}: <span dir="auto">{current.title}</span>
      </h1>
      <p className="mb-4 text-gray-600">{t('history.description')}</p>
      <div role="status" aria-live="polite" className="mb-4 empty:hidden">
        {status && (
          <p className={`rounded px-4 py-2 ${status.tone === 'ok' ? 'bg-green-50 text-green-800' : 'bg-red-50 text-red-800'}`}>{status.text}</p>
        )}
      </div>
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
              onRestore={() => setPending(version)}
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

function VersionItem({ version, next, busy, onRestore }: { version: MediaVersion; next: MediaSnapshot; busy: boolean; onRestore: () => void }) {
  const { t, i18n } = useTranslation('admin');
  const [open, setOpen] = useState(false);
  const format = new Intl.DateTimeFormat(i18n.resolvedLanguage, { dateStyle: 'medium', timeStyle: 'short' });
  const changes = diffSnapshots(version.snapshot, next);
  const panelId = `version-${version.version}-changes`;
  return (
    <li data-testid="version" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <h2 className="font-semibold text-brand-900">{t('history.version', { version: version.version })}</h2>
      <p className="text-sm text-gray-600">
        {t('history.savedAt', { date: format.format(new Date(version.saved_at)) })}
        {' · '}
        {t('history.replacedBy', { date: format.format(new Date(version.replaced_at)), admin: version.replaced_by ?? t('trash.unknownAdmin') })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        <button
          type="button"
          aria-expanded={open}
          aria-controls={panelId}
          onClick={() => setOpen((o) => !o)}
          className="rounded border border-gray-300 px-3 py-1.5 hover:bg-gray-100"
        >
          {t('history.changes', { count: changes.length })}
        </button>
        <button
          type="button"
          disabled={busy}
          onClick={onRestore}
          className="rounded bg-brand-600 px-3 py-1.5 font-semibold text-white hover:bg-brand-700 disabled:opacity-60"
        >
          {t('history.restore')}<span className="sr-only"> ({t('history.version', { version: version.version })})</span>
        </button>
      </div>
      {open && (
        <div id={panelId} className="mt-3 border-t border-gray-100 pt-3">
          <VersionDiff changes={changes} />
        </div>
      )}
    </li>
  );
}
