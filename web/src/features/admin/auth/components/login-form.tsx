import { zodResolver } from '@hookform/resolvers/zod';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { AUTH_NS } from '../i18n.ts';
import { Navigate, useNavigate } from 'react-router';
import { TokenPairSchema } from '#contracts/auth';
import { storageKeys } from '#contracts/constants';
import { apiPaths } from '#contracts/paths';
import { z } from 'zod';
import { ErrorCode } from '#contracts/error-codes';
import { ApiError, apiRequest } from '../../../../lib/api-client.ts';
import { LanguageSwitch } from '../../../../components/ui/language-switch.tsx';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import { loginErrorKey } from '../login-error.ts';
import { getAdminToken, startAdminSession } from '../../kit/auth/session.ts';
import { paths } from '../../../../config/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';

// docs/behaviour.md §5: both fields required
const LoginFormSchema = z.object({
  username: z.string().trim().min(1, 'login.required'),
  password: z.string().min(1, 'login.required'),
  // Asked for once the server answers two_factor_required (docs/behaviour.md §500).
  code: z.string().trim().max(32),
});
type LoginFormValues = z.infer<typeof LoginFormSchema>;

class MissingTokenError extends Error {}

async function login(values: LoginFormValues): Promise<string> {
  // docs/behaviour.md §3: the client also sends empty email, first_name, last_name
  const body = {
    username: values.username.trim(),
    password: values.password,
    email: '',
    first_name: '',
    last_name: '',
    ...(values.code ? { code: values.code } : {}),
  };
  const data = await apiRequest<unknown>(apiPaths.auth.login, { method: 'POST', body });
  const parsed = TokenPairSchema.pick({ access: true }).safeParse(data);
  if (!parsed.success || parsed.data.access === '') throw new MissingTokenError();
  return parsed.data.access;
}

export function LoginForm() {
  const { t } = useTranslation(AUTH_NS);
  const navigate = useNavigate();
  const [alreadySignedIn] = useState(() => getAdminToken() !== null);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<LoginFormValues>({
    resolver: zodResolver(LoginFormSchema),
    defaultValues: { username: '', password: '', code: '' },
  });
  const [askCode, setAskCode] = useState(false);
  const mutation = useMutation({
    mutationFn: login,
    onSuccess(token) {
      startAdminSession(token);
      void navigate(paths.admin.dashboard, { replace: true });
    },
    onError(error) {
      if (error instanceof ApiError && error.code === ErrorCode.twoFactorRequired) setAskCode(true);
    },
  });

  useEffect(() => {
    // docs/behaviour.md §2: entering the login page clears any admin token left in local storage
    localStorage.removeItem(storageKeys.adminToken);
  }, []);

  if (alreadySignedIn) return <Navigate to={paths.admin.dashboard} replace />;

  const failure = mutation.error ? loginErrorKey(mutation.error) : null;

  return (
    <main className="flex min-h-screen flex-col items-center justify-center bg-brand-50 p-4">
      <div className="mb-4 w-full max-w-sm text-end">
        <LanguageSwitch className="inline-flex" />
      </div>
      <form
        noValidate
        onSubmit={handleSubmit((values) => mutation.mutate(values))}
        className="w-full max-w-sm rounded-lg bg-white p-8 shadow"
      >
        <h1 className="mb-6 text-center text-2xl font-semibold text-brand-900">{t('login.title')}</h1>
        {failure && (
          <p
            role="alert"
            className={`mb-4 rounded border p-3 text-sm ${failure.key === 'login.codePrompt' ? 'border-brand-200 bg-brand-50 text-brand-900' : 'border-red-300 bg-red-50 text-red-700'}`}
          >
            {t(failure.key, { status: failure.status })}
          </p>
        )}
        <label className="mb-4 block">
          <span className="mb-1 block text-sm font-medium text-gray-700">{t('login.username')}</span>
          <Input {...register('username')} autoComplete="username" required aria-invalid={errors.username ? true : undefined} />
          {errors.username?.message && (
            <span className="mt-1 block text-sm text-red-600">{t(fieldMessageKey<'adminAuth'>(errors.username.message))}</span>
          )}
        </label>
        <label className="mb-6 block">
          <span className="mb-1 block text-sm font-medium text-gray-700">{t('login.password')}</span>
          <Input
            {...register('password')}
            type="password"
            autoComplete="current-password"
            required
            aria-invalid={errors.password ? true : undefined}
          />
          {errors.password?.message && (
            <span className="mt-1 block text-sm text-red-600">{t(fieldMessageKey<'adminAuth'>(errors.password.message))}</span>
          )}
        </label>
        {askCode && (
          <label className="mb-6 block">
            <span className="mb-1 block text-sm font-medium text-gray-700">{t('login.code')}</span>
            <Input {...register('code')} inputMode="numeric" autoComplete="one-time-code" autoFocus aria-describedby="login-code-hint" />
            <span id="login-code-hint" className="mt-1 block text-sm text-gray-600">
              {t('login.codeHint')}
            </span>
          </label>
        )}
        <Button type="submit" disabled={mutation.isPending} className="w-full">
          {mutation.isPending ? t('login.submitting') : t('login.submit')}
        </Button>
      </form>
    </main>
  );
}
