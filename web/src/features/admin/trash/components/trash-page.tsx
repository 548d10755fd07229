import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TRASH_NAMESPACES } from '../i18n.ts';
import type { TrashedCollection, TrashItem } from '#contracts/trash';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { trashQueryOptions, useRestoreFromTrash } from '../../kit/api/trash.ts';
import { useDeleteForever } from '../api/delete-forever.ts';
import { useRestoreCollection } from '../api/restore-collection.ts';
import { ConfirmDialog } from '../../kit/components/confirm-dialog.tsx';
import { formatDateTime, formatDay } from '../../../../lib/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { type ActionStatus, ActionStatusLine, TitleAndGuest } from '../../kit/components/status.tsx';
import { useCan } from '../../kit/api/account.ts';

/** Deleted videos: restore them whole, or delete them for good after a confirmation naming them. */
export function TrashPage() {
  const { t } = useTranslation(TRASH_NAMESPACES);
  const trash = useQuery(trashQueryOptions());
  const restore = useRestoreFromTrash();
  const remove = useDeleteForever();
  // Every staff role sees the trash; bringing back and deleting for good are an editor's (contracts/permissions.ts).
  const can = useCan();
  const [pendingDelete, setPendingDelete] = useState<TrashItem | null>(null);
  const [status, setStatus] = useState<ActionStatus | null>(null);

  if (trash.isPending) return <Spinner label={t('trash.loading')} showLabel />;
  if (trash.isError) return <ErrorBox message={t('trash.error')} />;

  return (
    <div className="mx-auto max-w-4xl">
      <h1 className="mb-2 text-2xl font-semibold text-brand-900">{t('trash.title')}</h1>
      <p className="mb-4 text-gray-600">{t('trash.description', { count: trash.data.trash_days })}</p>
      <ActionStatusLine status={status} />
      {trash.data.results.length === 0 ? (
        trash.data.collections.length === 0 ? (
          <p className="p-8 text-center text-gray-600">{t('trash.empty')}</p>
        ) : null
      ) : (
        <ul className="space-y-3" aria-label={t('trash.title')}>
          {trash.data.results.map((item) => (
            <TrashRow
              key={item.id}
              item={item}
              busy={restore.isPending || remove.isPending}
              onRestore={
                can('media.restore')
                  ? () => {
                      setStatus(null);
                      restore.mutate(item.id, {
                        onSuccess: () => setStatus({ tone: 'ok', text: t('admin:trash.restored', { title: item.title }) }),
                        onError: () => setStatus({ tone: 'error', text: t('trash.errors.restore', { title: item.title }) }),
                      });
                    }
                  : undefined
              }
              onDelete={can('media.delete') ? () => setPendingDelete(item) : undefined}
            />
          ))}
        </ul>
      )}
      {trash.data.collections.length > 0 ? <TrashedCollections collections={trash.data.collections} onStatus={setStatus} /> : null}
      {pendingDelete && (
        <ConfirmDialog
          message={t('trash.confirmDeleteForever', { title: pendingDelete.title })}
          confirmLabel={t('trash.deleteForever')}
          busy={remove.isPending}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            const item = pendingDelete;
            setStatus(null);
            remove.mutate(item.id, {
              onSuccess: () => setStatus({ tone: 'ok', text: t('trash.deleted', { title: item.title }) }),
              onError: () => setStatus({ tone: 'error', text: t('trash.errors.delete', { title: item.title }) }),
              onSettled: () => setPendingDelete(null),
            });
          }}
        />
      )}
    </div>
  );
}

interface TrashRowProps {
  item: TrashItem;
  busy: boolean;
  /** Absent for a role that may not bring videos back (no button). */
  onRestore?: () => void;
  /** Absent for a role that may not delete (no button). */
  onDelete?: () => void;
}

function TrashRow({ item, busy, onRestore, onDelete }: TrashRowProps) {
  const { t, i18n } = useTranslation(TRASH_NAMESPACES);
  return (
    <li data-testid="trash-item" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
      <TitleAndGuest title={item.title} guest={item.guest} heading="h2" />
      <p className="mt-1 text-sm text-gray-600">
        {t('trash.deletedBy', {
          date: formatDateTime(item.deleted_at, i18n.resolvedLanguage),
          admin: item.deleted_by ?? t('admin:trash.unknownAdmin'),
        })}
        {' · '}
        {t('trash.purgeOn', { date: formatDay(item.purge_at, i18n.resolvedLanguage) })}
      </p>
      <div className="mt-3 flex flex-wrap gap-3 text-sm">
        {onRestore && (
          <Button size="sm" disabled={busy} onClick={onRestore}>
            {t('trash.restore')}
            <span className="sr-only" dir="auto">
              : {item.title}
            </span>
          </Button>
        )}
        {onDelete && (
          <Button variant="danger-outline" size="sm" disabled={busy} onClick={onDelete}>
            {t('trash.deleteForever')}
            <span className="sr-only" dir="auto">
              : {item.title}
            </span>
          </Button>
        )}
      </div>
    </li>
  );
}

/** Collections in the Trash (docs/behaviour.md §1200): each comes back with its interviews in their order. */
function TrashedCollections({
  collections,
  onStatus,
}: {
  collections: TrashedCollection[];
  onStatus: (status: ActionStatus | null) => void;
}) {
  const { t, i18n } = useTranslation(TRASH_NAMESPACES);
  const restore = useRestoreCollection();
  const can = useCan();
  return (
    <section aria-labelledby="trashed-collections" className="mt-8">
      <h2 id="trashed-collections" className="mb-3 text-xl font-semibold text-brand-900">
        {t('trash.collections.title')}
      </h2>
      <ul className="space-y-3">
        {collections.map((collection) => (
          <li key={collection.id} data-testid="trashed-collection" className="rounded-lg border border-gray-200 bg-white p-4 shadow-sm">
            <h3 dir="auto" className="font-semibold text-gray-900">
              {collection.title}
            </h3>
            <p className="mt-1 text-sm text-gray-600">
              {t('trash.collections.members', { count: collection.members })}
              {' · '}
              {t('trash.deletedBy', {
                date: formatDateTime(collection.deleted_at, i18n.resolvedLanguage),
                admin: collection.deleted_by ?? t('admin:trash.unknownAdmin'),
              })}
              {' · '}
              {t('trash.purgeOn', { date: formatDay(collection.purge_at, i18n.resolvedLanguage) })}
            </p>
            {can('media.restore') ? (
              <Button
                size="sm"
                className="mt-3"
                disabled={restore.isPending}
                onClick={() => {
                  onStatus(null);
                  restore.mutate(collection.id, {
                    onSuccess: () => onStatus({ tone: 'ok', text: t('admin:trash.restored', { title: collection.title }) }),
                    onError: () => onStatus({ tone: 'error', text: t('trash.errors.restore', { title: collection.title }) }),
                  });
                }}
              >
                {t('trash.restore')}
                <span className="sr-only" dir="auto">
                  : {collection.title}
                </span>
              </Button>
            ) : null}
          </li>
        ))}
      </ul>
    </section>
  );
}
