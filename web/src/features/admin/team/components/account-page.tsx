import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { TwoFactorSetup } from '#contracts/accounts';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { Spinner } from '../../../../components/ui/spinner.tsx';
import { accountQueryOptions } from '../../kit/api/account.ts';
import { useSignOutEverywhere, useTwoFactorChange, useTwoFactorSetup } from '../api/admin-team.ts';
import { TEAM_NAMESPACES } from '../i18n.ts';
import { teamErrorKey } from '../team-error.ts';

/** One's own account: role, two-factor sign-in with QR code and recovery codes, sign out everywhere. */
export function AccountPage({ onSignedOut }: { onSignedOut: () => void }) {
  const { t } = useTranslation(TEAM_NAMESPACES);
  const account = useQuery(accountQueryOptions());
  const setup = useTwoFactorSetup();
  const turnOn = useTwoFactorChange('on');
  const turnOff = useTwoFactorChange('off');
  const signOut = useSignOutEverywhere();
  const [pending, setPending] = useState<TwoFactorSetup | null>(null);
  const [recovery, setRecovery] = useState<string[] | null>(null);
  const [code, setCode] = useState('');

  if (account.isPending) return <Spinner label={t('team.account.loading')} showLabel />;
  if (account.isError) return <ErrorBox message={t(teamErrorKey(account.error))} />;
  const me = account.data;
  const failure = setup.error ?? turnOn.error ?? turnOff.error ?? signOut.error;

  return (
    <div className="mx-auto max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold text-brand-900">{t('team.account.title')}</h1>
      <p>
        <span dir="auto" className="font-medium">
          {me.username}
        </span>{' '}
        · {t(`admin:team.roles.${me.role}`)}
      </p>
      {failure && (
        <p role="alert" className="rounded border border-red-300 bg-red-50 p-3 text-sm text-red-700">
          {t(teamErrorKey(failure))}
        </p>
      )}

      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-semibold text-brand-900">{t('team.account.twoFactor')}</h2>
        <p className="mb-3 text-sm text-gray-700">
          {me.two_factor ? t('team.account.twoFactorOn') : t('team.account.twoFactorOff')}
          {me.two_factor_required ? ` ${t('team.account.twoFactorRequired')}` : ''}
        </p>
        {recovery && (
          <div role="status" className="mb-3 rounded border border-green-300 bg-green-50 p-3 text-sm">
            <p className="mb-2">{t('team.account.recoveryIntro')}</p>
            <ul className="grid grid-cols-2 gap-1 font-mono" dir="ltr">
              {recovery.map((c) => (
                <li key={c}>{c}</li>
              ))}
            </ul>
          </div>
        )}
        {!me.two_factor && !pending && (
          <Button onClick={() => setup.mutate(undefined, { onSuccess: setPending })} disabled={setup.isPending}>
            {t('team.account.setUp')}
          </Button>
        )}
        {(pending || me.two_factor) && (
          <form
            className="space-y-3"
            onSubmit={(event) => {
              event.preventDefault();
              if (me.two_factor) turnOff.mutate(code, { onSuccess: () => setCode('') });
              else
                turnOn.mutate(code, {
                  onSuccess: (answer) => {
                    setPending(null);
                    setCode('');
                    if ('recovery_codes' in answer) setRecovery(answer.recovery_codes);
                  },
                });
            }}
          >
            {pending && !me.two_factor && (
              <>
                <p className="text-sm">{t('team.account.scan')}</p>
                <img src={pending.qr_code} alt={t('team.account.qrAlt')} className="size-48" />
                <p className="text-sm">
                  {t('team.account.secret')}{' '}
                  <code dir="ltr" className="break-all">
                    {pending.secret}
                  </code>
                </p>
              </>
            )}
            <label className="block">
              <span className="mb-1 block text-sm font-medium text-gray-700">{t('team.account.code')}</span>
              <Input value={code} onChange={(event) => setCode(event.target.value)} inputMode="numeric" autoComplete="one-time-code" />
            </label>
            <Button type="submit" variant={me.two_factor ? 'danger-outline' : 'primary'} disabled={code.trim() === ''}>
              {me.two_factor ? t('team.account.turnOff') : t('team.account.turnOn')}
            </Button>
          </form>
        )}
      </section>

      <section className="rounded-lg bg-white p-4 shadow-sm">
        <h2 className="mb-2 font-semibold text-brand-900">{t('team.account.sessions')}</h2>
        <p className="mb-3 text-sm text-gray-700">{t('team.account.signOutHint')}</p>
        <Button variant="danger-outline" disabled={signOut.isPending} onClick={() => signOut.mutate(undefined, { onSuccess: onSignedOut })}>
          {t('team.account.signOutEverywhere')}
        </Button>
      </section>
    </div>
  );
}
