import { useTranslation } from 'react-i18next';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { MESSAGES_NS } from '../../../features/admin/messages/i18n.ts';
import { MessagesInbox } from '../../../features/admin/messages/components/messages-inbox.tsx';

export function Component() {
  const { t } = useTranslation(MESSAGES_NS);
  return (
    <>
      <PageTitle title={t('messages.title')} />
      <MessagesInbox />
    </>
  );
}
