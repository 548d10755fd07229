import { useMutation, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { LinkInfo } from '#contracts/accounts';
import { MIN_PASSWORD_LENGTH } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { paths } from '../../../../config/paths.ts';
import { apiRequest } from '../../../../lib/api-client.ts';
import { TEAM_NS } from '../i18n.ts';
import { teamErrorKey } from '../team-error.ts';

/** Sets the password of an invitation or reset link (docs/behaviour.md §500); used without signing in. */
export function InvitationPage({ token }: { token: string }) {
  const { t } = useTranslation(TEAM_NS);
  const info = useQuery({
    queryKey: ['account-link', token],
    queryFn: () => apiRequest<LinkInfo>(apiPaths.auth.link(token)),
    retry: false,
  });
  const save = useMutation({
    mutationFn: (password: string) => apiRequest(apiPaths.auth.link(token), { method: 'POST', body: { password } }),
  });
  const [password, setPassword] = useState('');

  let body;
  if (info.isPending) body = <Spinner label={t('team.invitation.loading')} showLabel />;
  else if (info.isError)
    body = (
      <p role="alert" className="text-red-700">
        {t(teamErrorKey(info.error))}
      </p>
    );
  else if (save.isSuccess)
    body = (
      <p role="status">
        {t('team.invitation.done')}{' '}
        <Link to={paths.admin.login} className="text-brand-600 underline">
          {t('team.invitation.signIn')}
        </Link>
      </p>
    );
  else
    body = (
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          save.mutate(password);
        }}
      >
        <p className="mb-4">
          {t(info.data.kind === 'invitation' ? 'team.invitation.welcome' : 'team.invitation.reset', { username: info.data.username })}
        </p>
        {save.isError && (
          <p role="alert" className="mb-4 rounded border border-red-300 bg-red-50 p-3 text-sm text-red-700">
            {t(teamErrorKey(save.error))}
          </p>
        )}
        <label className="mb-4 block">
          <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.invitation.password')}</span>
          <Input
            type="password"
            autoComplete="new-password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-describedby="password-rules"
          />
          <span id="password-rules" className="mt-1 block text-sm text-gray-600">
            {t('team.invitation.rules', { min: MIN_PASSWORD_LENGTH })}
          </span>
        </label>
        <Button type="submit" disabled={save.isPending} className="w-full">
          {t('team.invitation.submit')}
        </Button>
      </form>
    );

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-brand-50 p-4">
      <div className="w-full max-w-sm rounded-lg bg-white p-8 shadow">
        <h1 className="mb-6 text-center text-2xl font-semibold text-brand-900">{t('team.invitation.title')}</h1>
        {body}
      </div>
    </main>
  );
}
