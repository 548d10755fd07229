import type { QueryClient } from '@tanstack/react-query';
import type { i18n as I18n } from 'i18next';
import type { ReactNode } from 'react';
import { I18nextProvider } from 'react-i18next';
import { AppProvider } from './provider.tsx';

/**
 * The app around its router: the browser passes its one router and query client (main.tsx), the
 * server a static router, a query client and a language of the request's own (entry-server.tsx).
 */
export function App({ router, queryClient, i18n }: { router: ReactNode; queryClient?: QueryClient; i18n?: I18n }) {
  const app = <AppProvider client={queryClient}>{router}</AppProvider>;
  return i18n ? <I18nextProvider i18n={i18n}>{app}</I18nextProvider> : app;
}
