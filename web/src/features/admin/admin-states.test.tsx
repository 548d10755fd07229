import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import './i18n.ts';
import { Dashboard } from './dashboard/dashboard.tsx';
import { EditVideoPage } from './form/video-form-page.tsx';
import { HistoryPage } from './history/history-page.tsx';
import { MessagesInbox } from './messages/messages-inbox.tsx';
import { TrashPage } from './trash/trash-page.tsx';
import { VideoList } from './videos/video-list.tsx';

// No server answers here: every request fails for real (no response), which is the failure path.
function renderWithClient(ui: ReactNode) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } });
  return render(<QueryClientProvider client={client}><MemoryRouter>{ui}</MemoryRouter></QueryClientProvider>);
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('admin loading and failure states (docs/behaviour.md §2, §8)', () => {
  it.each([
    { name: 'dashboard', ui: <Dashboard />, loading: 'Loading dashboard...', error: 'Error: Failed to load dashboard data.' },
    { name: 'video list', ui: <VideoList />, loading: 'Loading videos...', error: 'Error: Failed to load videos.' },
    { name: 'video form in edit mode', ui: <EditVideoPage videoId="7" />, loading: 'Loading video data...', error: 'Failed to load video data.' },
    { name: 'messages inbox', ui: <MessagesInbox />, loading: 'Loading messages...', error: 'Error: Failed to load messages.' },
    { name: 'trash', ui: <TrashPage />, loading: 'Loading the trash...', error: 'Error: Failed to load the trash.' },
    { name: 'history', ui: <HistoryPage videoId="7" />, loading: 'Loading the history...', error: 'Error: Failed to load the history.' },
  ])('$name', async ({ ui, loading, error }) => {
    renderWithClient(ui);
    expect(screen.getByText(loading)).toBeInTheDocument();
    expect(await screen.findByText(error)).toBeInTheDocument();
  });

  it('shows the Arabic texts in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithClient(<Dashboard />);
    expect(screen.getByText('جارٍ تحميل لوحة التحكم...')).toBeInTheDocument();
    expect(await screen.findByText('خطأ: تعذر تحميل بيانات لوحة التحكم.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
