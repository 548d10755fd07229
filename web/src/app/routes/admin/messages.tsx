import '../../../features/admin/i18n.ts';
import { MessagesInbox } from '../../../features/admin/messages/messages-inbox.tsx';

export function Component() {
  return <MessagesInbox />;
}
