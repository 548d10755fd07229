import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ADMIN_NS } from '../i18n.ts';
import { Navigate, NavLink, Outlet, useNavigate } from 'react-router';
import { setUnauthorizedHandler } from '../../../../lib/api-client.ts';
import { adminKeys } from '../api/admin-keys.ts';
import { accountQueryOptions, useCan } from '../api/account.ts';
import { endAdminSession, getAdminToken } from '../auth/session.ts';
import { useInactivityLogout } from '../auth/use-inactivity-logout.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';
import { LanguageSwitch } from '../../../../components/ui/language-switch.tsx';
import { paths } from '../../../../config/paths.ts';

/** The protected-route wrapper of docs/behaviour.md §2: no admin token in session storage → login. */
export function AdminLayout() {
  if (getAdminToken() === null) return <Navigate to={paths.admin.login} replace />;
  return <AdminShell />;
}

function AdminShell() {
  const { t } = useTranslation(ADMIN_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [drawerOpen, setDrawerOpen] = useState(false);
  // The sidebar offers what the role may open (docs/behaviour.md §500).
  const can = useCan();
  // Who is signed in, with the role the screens follow (shown once known: until then nothing role-bound is offered).
  const account = useQuery(accountQueryOptions());

  const logout = useCallback(() => {
    endAdminSession();
    queryClient.removeQueries({ queryKey: adminKeys.all });
    void navigate(paths.admin.login, { replace: true });
  }, [navigate, queryClient]);

  // docs/behaviour.md §8: any 401 logs out
  useEffect(() => {
    setUnauthorizedHandler(logout);
    return () => setUnauthorizedHandler(null);
  }, [logout]);
  useInactivityLogout(logout);

  useEffect(() => {
    if (!drawerOpen) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setDrawerOpen(false);
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [drawerOpen]);

  const link = ({ isActive }: { isActive: boolean }) =>
    `block rounded px-3 py-2 font-medium ${isActive ? 'bg-white/15 text-white' : 'text-brand-100 hover:bg-white/10'}`;

  return (
    // Both scripts' web faces: staff read and type Arabic and English data side by side, and no takeover waits for the
    // faces here (public pages name only their language's, docs/decisions.md §2540).
    <div className="min-h-screen bg-gray-50 font-both md:flex">
      <header className="flex items-center justify-between bg-brand-900 px-4 py-3 text-white md:hidden">
        <IconButton
          label={t('nav.openMenu')}
          tone="on-dark"
          aria-expanded={drawerOpen}
          aria-controls="admin-sidebar"
          onClick={() => setDrawerOpen(true)}
        >
          <svg viewBox="0 0 24 24" className="size-6" aria-hidden="true">
            <path d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
          </svg>
        </IconButton>
        <span className="font-semibold">{t('brand')}</span>
        <LanguageSwitch tone="dark" />
      </header>

      {drawerOpen && (
        <div
          className="fixed inset-0 z-30 bg-black/50 md:hidden"
          aria-hidden="true"
          data-testid="drawer-overlay"
          onClick={() => setDrawerOpen(false)}
        />
      )}

      {/* Closed on a small screen, the drawer is also invisible, so keyboard focus cannot reach it. */}
      <aside
        id="admin-sidebar"
        aria-label={t('nav.label')}
        className={`fixed inset-y-0 start-0 z-40 flex w-64 flex-col bg-brand-900 p-4 text-white transition-[transform,visibility] duration-200 md:sticky md:top-0 md:h-screen md:translate-x-0 md:rtl:translate-x-0 ${
          drawerOpen ? 'translate-x-0' : '-translate-x-full rtl:translate-x-full max-md:invisible'
        }`}
      >
        <div className="mb-8 flex items-center justify-between">
          <NavLink to={paths.admin.dashboard} end className="flex items-center gap-2 text-lg font-semibold">
            <img src="/favicon.svg" alt="" className="size-8" />
            {t('brand')}
          </NavLink>
          <IconButton label={t('nav.closeMenu')} tone="on-dark" size="sm" onClick={() => setDrawerOpen(false)} className="md:hidden">
            <svg viewBox="0 0 24 24" className="size-5" aria-hidden="true">
              <path d="M6 6l12 12M18 6L6 18" stroke="currentColor" strokeWidth="2" />
            </svg>
          </IconButton>
        </div>
        {/* The drawer closes when a link is chosen. */}
        <nav className="flex-1 space-y-1" onClick={() => setDrawerOpen(false)}>
          <NavLink to={paths.admin.dashboard} end className={link}>
            {t('nav.dashboard')}
          </NavLink>
          {/* not `end`: Videos stays active on /videos/new and /videos/edit/… (docs/behaviour.md §2) */}
          <NavLink to={paths.admin.videos} className={link}>
            {t('nav.videos')}
          </NavLink>
          <NavLink to={paths.admin.messages} className={link}>
            {t('nav.messages')}
          </NavLink>
          <NavLink to={paths.admin.accessRequests} className={link}>
            {t('nav.accessRequests')}
          </NavLink>
          <NavLink to={paths.admin.trash} className={link}>
            {t('nav.trash')}
          </NavLink>
          <NavLink to={paths.admin.collections} className={link}>
            {t('nav.collections')}
          </NavLink>
          <NavLink to={paths.admin.people} className={link}>
            {t('nav.people')}
          </NavLink>
          <NavLink to={paths.admin.vocabulary} className={link}>
            {t('nav.vocabulary')}
          </NavLink>
          <NavLink to={paths.admin.places} className={link}>
            {t('nav.places')}
          </NavLink>
          <NavLink to={paths.admin.spreadsheet} className={link}>
            {t('nav.spreadsheet')}
          </NavLink>
          <NavLink to={paths.admin.review} className={link}>
            {t('nav.review')}
          </NavLink>
          <NavLink to={paths.admin.activity} className={link}>
            {t('nav.activity')}
          </NavLink>
          {can('accounts.manage') && (
            <NavLink to={paths.admin.users} className={link}>
              {t('nav.users')}
            </NavLink>
          )}
          <NavLink to={paths.admin.account} className={link}>
            {t('nav.account')}
          </NavLink>
        </nav>
        {account.data && (
          <p className="mb-2 px-3 text-sm text-brand-100" data-testid="signed-in-as">
            {t('nav.signedInAs', { username: account.data.username, role: t(`team.roles.${account.data.role}`) })}
          </p>
        )}
        <div className="hidden md:mb-4 md:block">
          <LanguageSwitch tone="dark" />
        </div>
        <Button variant="on-dark" onClick={logout} className="font-medium text-brand-100">
          {t('nav.logout')}
        </Button>
      </aside>

      <main className="min-w-0 flex-1 p-4 md:p-8">
        <Outlet />
      </main>
    </div>
  );
}
