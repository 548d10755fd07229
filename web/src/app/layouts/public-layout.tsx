import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router';
import { LanguageSwitch } from '../../components/ui/language-switch.tsx';
import { AccessGate } from '../../features/access-gate/components/access-gate.tsx';
import { ErrorBoundary } from '../../features/layout/components/error-boundary.tsx';
import { siteSettingsQueryOptions } from '../../features/layout/api/get-site-settings.ts';
import { Footer } from '../../features/layout/components/footer.tsx';
import { Header } from '../../features/layout/components/header.tsx';
import { HydratedLater } from '../../lib/hydrate-in-parts.tsx';
import type { RenderAheadHandle } from '../../lib/render-ahead.ts';
import { useRememberVisitPages } from '../../lib/visit-history.ts';
import { ScrollRestoration } from '../router/scroll-restoration.tsx';

/**
 * Every public route (docs/behaviour.md §2): the access gate first, then header, page and footer.
 * The error boundary shows a page that fails (its file cannot come, its drawing throws: router/screens.tsx) under the
 * header, with the docs/behaviour.md §8 screen; it is keyed by path so leaving a broken page resets it.
 */
export function PublicLayout() {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  useRememberVisitPages();
  return (
    <AccessGate aside={<LanguageSwitch />}>
      {({ onLogout }) => (
        <div className="flex min-h-screen flex-col">
          <a href="#main" className="sr-only z-50 rounded-md bg-white p-3 focus:not-sr-only focus:fixed focus:start-3 focus:top-3">
            {t('app.skipToContent')}
          </a>
          <Header onLogout={onLogout} />
          {/* At least a screen tall, so the footer starts below the fold and never moves into view while a page loads (docs/decisions.md §63). */}
          <main id="main" tabIndex={-1} className="min-h-screen flex-1 pt-16 outline-none">
            <ErrorBoundary key={pathname}>
              <Outlet />
            </ErrorBoundary>
          </main>
          <HydratedLater part="footer">
            <Footer />
          </HydratedLater>
          <ScrollRestoration />
        </div>
      )}
    </AccessGate>
  );
}

/** Every public page's footer asks for the site's settings (lib/render-ahead.ts). */
export const publicLayoutHandle: RenderAheadHandle = {
  renderAhead: ({ fetch }) => fetch(siteSettingsQueryOptions()),
};
