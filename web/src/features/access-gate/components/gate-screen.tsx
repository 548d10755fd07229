import { type FormEvent, type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router';
import { PageTitle } from '../../../components/ui/page-title.tsx';
import { Input } from '../../../components/ui/input.tsx';
import { formPostError, useFormPost } from '../../../lib/form-post.ts';
import { gateErrorKey, useGrantAccess } from '../api/access.ts';

/**
 * The password prompt (docs/behaviour.md §2 "Platform access gate"); the server checks the password. A real form
 * posted to the page itself (docs/decisions.md §1024): sent before the app has taken the page over, or without
 * JavaScript, the server opens the page asked for or draws this screen again with the reason; the app sends it
 * itself.
 */
export function GateScreen({ aside }: { aside?: ReactNode }) {
  const { t } = useTranslation();
  const grant = useGrantAccess();
  const { pathname } = useLocation();
  const post = useFormPost(pathname);
  const [password, setPassword] = useState('');
  // The server's answer to the form it was sent, until the next keystroke or the app's own try.
  const [postSeen, setPostSeen] = useState(false);
  const refusal = grant.isError ? grant.error : postSeen ? null : formPostError(post, 'Access refused');
  // Derived from the answer, so the message follows a language change.
  const failed = refusal ? t(gateErrorKey(refusal)) : null;
  const inputId = useId();
  const errorId = useId();

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setPostSeen(true);
    grant.mutate(password);
  };

  return (
    <main className="flex min-h-screen items-center justify-center bg-brand-50 px-4 py-10">
      <PageTitle title={t('app.fullName')} />
      <div className="w-full max-w-md rounded-2xl bg-white p-8 shadow-lg">
        {aside ? <div className="mb-4 flex justify-end">{aside}</div> : null}
        <h1 className="text-center text-3xl font-semibold text-brand-900">{t('gate.title')}</h1>
        <p className="mt-1 text-center text-slate-700">{t('gate.subtitle')}</p>
        <p className="mt-6 rounded-md bg-amber-50 p-3 text-center text-sm text-amber-900">{t('gate.testing')}</p>
        <form method="post" className="mt-6 space-y-4" onSubmit={onSubmit} noValidate>
          <p className="text-slate-700">{t('gate.prompt')}</p>
          <div>
            <label htmlFor={inputId} className="mb-1 block font-semibold text-slate-800">
              {t('gate.password')}
            </label>
            <Input
              id={inputId}
              name="password"
              type="password"
              autoComplete="current-password"
              value={password}
              aria-invalid={failed ? true : undefined}
              aria-describedby={failed ? errorId : undefined}
              onChange={(event) => {
                setPassword(event.target.value);
                // docs/behaviour.md §4: cleared on the next keystroke
                setPostSeen(true);
                if (grant.isError) grant.reset();
              }}
            />
            {failed ? (
              <p id={errorId} role="alert" className="mt-2 text-sm text-red-700">
                {failed}
              </p>
            ) : null}
          </div>
          <button type="submit" className="btn-primary w-full" disabled={grant.isPending}>
            {grant.isPending ? t('gate.checking') : t('gate.submit')}
          </button>
        </form>
      </div>
    </main>
  );
}
