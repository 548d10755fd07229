import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { User, UserCreated } from '#contracts/accounts';
import { roles } from '#contracts/permissions';
import { Button } from '../../../../components/ui/button.tsx';
import { Input, Select } from '../../../../components/ui/input.tsx';
import { useInviteUser } from '../api/admin-team.ts';
import { TEAM_NAMESPACES } from '../i18n.ts';
import { teamErrorKey } from '../team-error.ts';

/** Invites a staff member: username, role and an optional email (the link goes there when SMTP is set). */
export function InviteForm({ onInvited }: { onInvited: (created: UserCreated) => void }) {
  const { t } = useTranslation(TEAM_NAMESPACES);
  const invite = useInviteUser();
  const [username, setUsername] = useState('');
  const [role, setRole] = useState<User['role']>('transcriber');
  const [email, setEmail] = useState('');
  const roleId = useId();
  return (
    <form
      className="mb-4 flex flex-wrap items-end gap-3 rounded-lg bg-white p-4 shadow-sm"
      onSubmit={(event) => {
        event.preventDefault();
        invite.mutate(
          { username: username.trim(), role, email: email.trim() },
          {
            onSuccess: (created) => {
              setUsername('');
              setEmail('');
              onInvited(created);
            },
          },
        );
      }}
    >
      <h2 className="w-full font-semibold text-brand-900">{t('team.users.invite')}</h2>
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.users.username')}</span>
        <Input value={username} onChange={(event) => setUsername(event.target.value)} required autoComplete="off" />
      </label>
      <div>
        {/* A label of its own: one wrapping the select would read the options into its name. */}
        <label htmlFor={roleId} className="mb-1 block text-sm font-medium text-gray-700">
          {t('team.users.role')}
        </label>
        <Select id={roleId} value={role} onChange={(event) => setRole(event.target.value as User['role'])}>
          {roles.map((r) => (
            <option key={r} value={r}>
              {t(`admin:team.roles.${r}`)}
            </option>
          ))}
        </Select>
      </div>
      <label className="block">
        <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.users.email')}</span>
        <Input type="email" value={email} onChange={(event) => setEmail(event.target.value)} autoComplete="off" />
      </label>
      <Button type="submit" disabled={invite.isPending || username.trim() === ''}>
        {t('team.users.inviteSubmit')}
      </Button>
      {invite.isError && (
        <p role="alert" className="w-full text-sm text-red-700">
          {t(teamErrorKey(invite.error))}
        </p>
      )}
    </form>
  );
}
