import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AccountLink, User } from '#contracts/accounts';
import { roles } from '#contracts/permissions';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Button } from '../../../../components/ui/button.tsx';
import { Select } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { accountQueryOptions } from '../../kit/api/account.ts';
import { usePatchUser, useResetLink, usersQueryOptions } from '../api/admin-team.ts';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { TEAM_NAMESPACES } from '../i18n.ts';
import { InviteForm } from './invite-form.tsx';
import { LinkBox } from './link-box.tsx';
import { teamErrorKey } from '../team-error.ts';

/** Staff accounts: invite, change a role, disable, make a reset link (admins only, docs/behaviour.md §500). */
export function UsersPage() {
  const { t } = useTranslation(TEAM_NAMESPACES);
  const users = useQuery(usersQueryOptions());
  const me = useQuery(accountQueryOptions());
  const patch = usePatchUser();
  const reset = useResetLink();
  const [link, setLink] = useState<{ link: AccountLink; username: string } | null>(null);
  const [status, setStatus] = useState<ActionStatus | null>(null);

  if (users.isPending) return <Spinner label={t('team.users.loading')} showLabel />;
  if (users.isError) return <ErrorBox message={t(teamErrorKey(users.error))} />;

  const change = (user: User, body: { role?: User['role']; disabled?: boolean }) => {
    setStatus(null);
    patch.mutate(
      { id: user.id, patch: body },
      {
        onSuccess: (saved) => setStatus({ tone: 'ok', text: t('team.users.saved', { username: saved.username }) }),
        onError: (error) => setStatus({ tone: 'error', text: t(teamErrorKey(error)) }),
      },
    );
  };

  return (
    <div className="mx-auto max-w-5xl">
      <h1 className="mb-4 text-2xl font-semibold text-brand-900">{t('team.users.title')}</h1>
      <InviteForm onInvited={(created) => setLink({ link: created, username: created.user.username })} />
      {link && <LinkBox link={link.link} username={link.username} />}
      <ActionStatusLine status={status} />
      <table className="w-full border-collapse bg-white text-sm shadow-sm">
        <thead>
          <tr className="border-b text-start text-gray-600">
            <th className="p-2 text-start">{t('team.users.username')}</th>
            <th className="p-2 text-start">{t('team.users.role')}</th>
            <th className="p-2 text-start">{t('team.users.state')}</th>
            <th className="p-2 text-start">{t('team.users.actions')}</th>
          </tr>
        </thead>
        <tbody>
          {users.data.results.map((user) => (
            <tr key={user.id} className="border-b border-gray-100" data-testid="user-row">
              <td className="p-2">
                <span dir="auto" className="font-medium">
                  {user.username}
                </span>
                {user.email && (
                  <span dir="auto" className="block text-gray-500">
                    {user.email}
                  </span>
                )}
              </td>
              <td className="p-2">
                <Select
                  aria-label={t('team.users.roleOf', { username: user.username })}
                  value={user.role}
                  disabled={patch.isPending}
                  onChange={(event) => change(user, { role: event.target.value as User['role'] })}
                >
                  {roles.map((role) => (
                    <option key={role} value={role}>
                      {t(`admin:team.roles.${role}`)}
                    </option>
                  ))}
                </Select>
              </td>
              <td className="p-2">
                {[
                  user.disabled ? t('team.users.disabled') : user.active ? t('team.users.active') : t('team.users.invited'),
                  user.two_factor ? t('team.users.twoFactor') : null,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </td>
              <td className="flex flex-wrap gap-2 p-2">
                {user.username !== me.data?.username && (
                  <Button
                    size="sm"
                    variant={user.disabled ? 'neutral' : 'danger-outline'}
                    onClick={() => change(user, { disabled: !user.disabled })}
                  >
                    {user.disabled ? t('team.users.enable') : t('team.users.disable')}
                  </Button>
                )}
                <Button
                  size="sm"
                  variant="neutral"
                  onClick={() =>
                    reset.mutate(user.id, {
                      onSuccess: (created) => setLink({ link: created, username: user.username }),
                      onError: (error) => setStatus({ tone: 'error', text: t(teamErrorKey(error)) }),
                    })
                  }
                >
                  {t('team.users.reset')}
                </Button>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}
