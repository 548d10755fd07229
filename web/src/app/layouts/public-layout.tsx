import { useTranslation } from 'react-i18next';
import { Outlet, ScrollRestoration, useLocation, useRouteError } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { AccessGate } from '../../features/access-gate/components/access-gate.tsx';
import { ErrorBoundary, ErrorFallback } from '../../features/layout/components/error-boundary.tsx';
import { Footer } from '../../features/layout/components/footer.tsx';
import { Header } from '../../features/layout/components/header.tsx';

/**
 * Every public route (spec §2): the access gate first, then header, page and footer.
 * The error boundary is keyed by path so leaving a broken page resets it.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  return (
    <AccessGate aside={<LanguageSwitch />}>
      {({ onLogout }) => (
        <div className="flex min-h-screen flex-col">
          <a href="#main" className="sr-only z-50 rounded-md bg-white p-3 focus:not-sr-only focus:fixed focus:start-3 focus:top-3">
            {t('app.skipToContent')}
          </a>
          <Header onLogout={onLogout} />
          <main id="main" tabIndex={-1} className="flex-1 pt-16 outline-none">
            <ErrorBoundary key={pathname}>
              <Outlet />
            </ErrorBoundary>
          </main>
          <Footer />
          <ScrollRestoration />
        </div>
      )}
    </AccessGate>
  );
}

/** Router-level errors (a page chunk that failed to load): same screen, no Try Again. */
export function PublicRouteError() {
  const error = useRouteError();
  return (
    <main className="min-h-screen">
      <ErrorFallback error={error} />
    </main>
  );
}
