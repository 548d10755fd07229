import { type QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { queryClient } from '../lib/query-client.ts';

export function AppProvider({ children, client = queryClient }: { children: ReactNode; client?: QueryClient | undefined }) {
  return <QueryClientProvider client={client}>{children}</QueryClientProvider>;
}
