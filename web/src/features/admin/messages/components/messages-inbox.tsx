import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGES_NS } from '../i18n.ts';
import type { ContactMessage } from '#contracts/contact';
import { messagesQueryOptions, useDeleteMessage, useSetMessageRead } from '../api/admin-messages.ts';
import { ConfirmDialog } from '../../kit/components/confirm-dialog.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { formatDateTime } from '../../../../lib/format.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { useCan } from '../../kit/api/account.ts';

/** The contact messages inbox: newest first, read/unread, delete with confirmation. */
export function MessagesInbox() {
  const { t } = useTranslation(MESSAGES_NS);
  const messages = useQuery(messagesQueryOptions());
  const setRead = useSetMessageRead();
  const remove = useDeleteMessage();
  // Viewers and transcribers read the inbox; marking and deleting is an editor's (contracts/permissions.ts).
  const manages = useCan()('messages.manage');
  const [pendingDelete, setPendingDelete] = useState<ContactMessage | null>(null);
  const [actionError, setActionError] = useState<string | null>(null);

  if (messages.isPending) return <Spinner label={t('messages.loading')} showLabel />;
  if (messages.isError) return <ErrorBox message={t('messages.error')} />;
  const unread = messages.data.filter((m) => !m.read).length;

  return (
    <div className="mx-auto max-w-4xl">
      <div className="mb-6 flex flex-wrap items-baseline justify-between gap-2">
        <h1 className="text-2xl font-semibold text-brand-900">{t('messages.title')}</h1>
        <p className="text-sm text-gray-600">{t('messages.unreadCount', { count: unread })}</p>
      </div>
      <p className="mb-4 text-gray-600">{t('messages.description')}</p>
      {actionError && (
        <div className="mb-4">
          <ErrorBox message={actionError} />
        </div>
      )}
      {messages.data.length === 0 ? (
        <p className="p-8 text-center text-gray-600">{t('messages.empty')}</p>
      ) : (
        <ul className="space-y-3">
          {messages.data.map((message) => (
            <MessageItem
              key={message.id}
              message={message}
              onToggleRead={
                manages
                  ? () => {
                      setActionError(null);
                      setRead.mutate(
                        { id: message.id, read: !message.read },
                        { onError: () => setActionError(t('messages.errors.update')) },
                      );
                    }
                  : undefined
              }
              onDelete={manages ? () => setPendingDelete(message) : undefined}
            />
          ))}
        </ul>
      )}
      {pendingDelete && (
        <ConfirmDialog
          message={t('messages.confirmDelete')}
          confirmLabel={t('messages.delete')}
          busy={remove.isPending}
          onCancel={() => setPendingDelete(null)}
          onConfirm={() => {
            setActionError(null);
            remove.mutate(pendingDelete.id, {
              onError: () => setActionError(t('messages.errors.delete')),
              onSettled: () => setPendingDelete(null),
            });
          }}
        />
      )}
    </div>
  );
}

/** Without `onToggleRead` and `onDelete` (a role that may not change messages), the message shows without its actions. */
function MessageItem({ message, onToggleRead, onDelete }: { message: ContactMessage; onToggleRead?: () => void; onDelete?: () => void }) {
  const { t, i18n } = useTranslation(MESSAGES_NS);
  const received = formatDateTime(message.created_at, i18n.resolvedLanguage, 'long');
  return (
    <li
      data-testid="message"
      data-read={message.read}
      className={`rounded-lg border bg-white p-4 shadow-sm ${message.read ? 'border-gray-200' : 'border-s-4 border-brand-600'}`}
    >
      <div className="mb-2 flex flex-wrap items-center justify-between gap-2">
        <div>
          <span
            className={`me-2 inline-block rounded-full px-2 py-0.5 text-xs font-semibold ${message.read ? 'bg-gray-200 text-gray-700' : 'bg-brand-100 text-brand-700'}`}
          >
            {message.read ? t('messages.read') : t('messages.unread')}
          </span>
          <span className="font-semibold" dir="auto">
            {message.name}
          </span>{' '}
          <a href={`mailto:${message.email}`} dir="ltr" className="text-sm text-brand-600 hover:underline">
            {message.email}
          </a>
        </div>
        <time dateTime={message.created_at} className="text-sm text-gray-500">
          {received}
        </time>
      </div>
      {message.subject && (
        <p className="mb-1 font-medium" dir="auto">
          <span className="sr-only">{t('messages.subject')}: </span>
          {message.subject}
        </p>
      )}
      <p className="whitespace-pre-wrap text-gray-800" dir="auto">
        {message.message}
      </p>
      {onToggleRead && onDelete && (
        <div className="mt-3 flex gap-3 text-sm">
          <Button variant="neutral" size="sm" onClick={onToggleRead}>
            {message.read ? t('messages.markUnread') : t('messages.markRead')}
          </Button>
          <Button variant="danger-outline" size="sm" onClick={onDelete}>
            {t('messages.delete')}
          </Button>
        </div>
      )}
    </li>
  );
}
