import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, type RenderOptions } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createContext, type ReactElement, type ReactNode, useContext } from 'react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import i18n from '../lib/i18n.ts';

// The one way a component test renders (docs/architecture.md "The web kit"): the parts the app wraps every
// screen in (TanStack Query, a router, the translations of lib/i18n.ts), so tests never build their own.
export * from '@testing-library/react';
export { i18n, userEvent };

export interface AppRenderOptions extends Omit<RenderOptions, 'wrapper' | 'queries'> {
  /** Where the app is (default '/'). */
  url?: string;
  /** Addresses visited before `url`, oldest first: Back leads to the last one. */
  history?: string[];
  /** The route pattern the component is shown at (default: every address), e.g. '/archive/:videoId'. */
  path?: string;
  /** Other screens by path, e.g. where a link or Back leads: `{ '/archive': <p>archive list</p> }`. */
  routes?: Record<string, ReactNode>;
  queryClient?: QueryClient;
}

/** A query client that reports a failure at once (the app's retries would only slow tests down). */
function createTestQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: { queries: { retry: false }, mutations: { retry: false } } });
}

// The component under test reaches its route through context, so `rerender` can give it new props
// while the router (and its history) stays.
const UiContext = createContext<ReactNode>(null);
function Ui() {
  return useContext(UiContext);
}

/**
 * Renders `ui` inside the app's providers at `url`. Returns Testing Library's result plus the router
 * (`router.state.location` is where navigation led), the query client and a `user` for userEvent.
 */
export function renderApp(
  ui: ReactElement,
  { url = '/', history = [], path = '*', routes = {}, queryClient = createTestQueryClient(), ...options }: AppRenderOptions = {},
) {
  const router = createMemoryRouter(
    [{ path, element: <Ui /> }, ...Object.entries(routes).map(([routePath, element]) => ({ path: routePath, element }))],
    { initialEntries: [...history, url], initialIndex: history.length },
  );
  const result = render(ui, {
    ...options,
    wrapper: ({ children }) => (
      <QueryClientProvider client={queryClient}>
        <UiContext.Provider value={children}>
          <RouterProvider router={router} />
        </UiContext.Provider>
      </QueryClientProvider>
    ),
  });
  return { ...result, router, queryClient, user: userEvent.setup() };
}
