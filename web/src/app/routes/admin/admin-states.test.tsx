import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp, screen } from '../../../testing/test-utils.tsx';
import { Dashboard } from '../../../features/admin/dashboard/components/dashboard.tsx';
import { EditVideoPage } from '../../../features/admin/videos/form/video-form-page.tsx';
import { HistoryPage } from '../../../features/admin/history/components/history-page.tsx';
import { MessagesInbox } from '../../../features/admin/messages/components/messages-inbox.tsx';
import { TrashPage } from '../../../features/admin/trash/components/trash-page.tsx';
import { VideoList } from '../../../features/admin/videos/components/video-list.tsx';

// No server answers here: every request fails for real (no response), which is the failure path.

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('admin loading and failure states (docs/behaviour.md §2, §8)', () => {
  it.each([
    { name: 'dashboard', ui: <Dashboard />, loading: 'Loading dashboard...', error: 'Error: Failed to load dashboard data.' },
    { name: 'video list', ui: <VideoList />, loading: 'Loading videos...', error: 'Error: Failed to load videos.' },
    {
      name: 'video form in edit mode',
      ui: <EditVideoPage videoId="7" />,
      loading: 'Loading video data...',
      error: 'Failed to load video data.',
    },
    { name: 'messages inbox', ui: <MessagesInbox />, loading: 'Loading messages...', error: 'Error: Failed to load messages.' },
    { name: 'trash', ui: <TrashPage />, loading: 'Loading the trash...', error: 'Error: Failed to load the trash.' },
    { name: 'history', ui: <HistoryPage videoId="7" />, loading: 'Loading the history...', error: 'Error: Failed to load the history.' },
  ])('$name', async ({ ui, loading, error }) => {
    renderApp(ui);
    expect(screen.getByText(loading)).toBeInTheDocument();
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it('shows the Arabic texts in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderApp(<Dashboard />);
    expect(screen.getByText('جارٍ تحميل لوحة التحكم...')).toBeInTheDocument();
    expect(await screen.findByText('خطأ: تعذر تحميل بيانات لوحة التحكم.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
