import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { cleanup, render, screen } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from 'react-router';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import i18n from '../../lib/i18n.ts';
import './i18n.ts';
import { Dashboard } from './dashboard/dashboard.tsx';
import { EditVideoPage } from './form/video-form-page.tsx';
import { MessagesInbox } from './messages/messages-inbox.tsx';
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

describe('admin loading and failure states (spec §2, §8)', () => {
  it('dashboard', async () => {
    renderWithClient(<Dashboard />);
    expect(screen.getByText('Loading dashboard...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Failed to load dashboard data.')).toBeInTheDocument();
  });

  it('video list', async () => {
    renderWithClient(<VideoList />);
    expect(screen.getByText('Loading videos...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Failed to load videos.')).toBeInTheDocument();
  });

  it('video form in edit mode', async () => {
    renderWithClient(<EditVideoPage videoId="7" />);
    expect(screen.getByText('Loading video data...')).toBeInTheDocument();
    expect(await screen.findByText('Failed to load video data.')).toBeInTheDocument();
  });

  it('messages inbox', async () => {
    renderWithClient(<MessagesInbox />);
    expect(screen.getByText('Loading messages...')).toBeInTheDocument();
    expect(await screen.findByText('Error: Failed to load messages.')).toBeInTheDocument();
  });

  it('shows the Arabic texts in Arabic', async () => {
    await i18n.changeLanguage('ar');
    renderWithClient(<Dashboard />);
    expect(screen.getByText('جارٍ تحميل لوحة التحكم...')).toBeInTheDocument();
    expect(await screen.findByText('خطأ: تعذر تحميل بيانات لوحة التحكم.')).toBeInTheDocument();
    await i18n.changeLanguage('en');
  });
});
