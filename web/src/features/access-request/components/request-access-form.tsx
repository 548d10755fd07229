import { useId } from 'react';
import { type FieldError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import type { AccessRequestInputSchema } from '#contracts/access-requests';
import { Button } from '../../../components/ui/button.tsx';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import { lazyZodResolver, usePreloadedResolver } from '../../../lib/lazy-zod-resolver.ts';
import { accessRequestErrorKey, useSendAccessRequest } from '../api/send-access-request.ts';
import { ACCESS_REQUEST_NS } from '../i18n.ts';

type Values = z.input<typeof AccessRequestInputSchema>;
type FieldName = keyof Values;

/** The contract's schema, fetched at the form's first check (docs/decisions.md §2621). */
const accessRequestResolver = lazyZodResolver(() =>
  import('#contracts/access-requests').then((contract) => contract.AccessRequestInputSchema),
);

const requiredKeys: Record<FieldName, TextKey<'accessRequest'>> = {
  name: 'validation.nameRequired',
  email: 'validation.emailRequired',
  purpose: 'validation.purposeRequired',
};

/** By the kind of failure zod reports, never by its English text, so Arabic shows Arabic. */
function validationKey(name: FieldName, error: FieldError): TextKey<'accessRequest'> {
  if (error.type === 'too_big') return 'validation.tooLong';
  if (name === 'email' && error.type === 'custom') return 'validation.emailInvalid';
  return requiredKeys[name];
}

/** The public form on a withheld interview: name, email, purpose (docs/behaviour.md §401). */
export function RequestAccessForm({ mediaId }: { mediaId: number }) {
  const { t } = useTranslation(ACCESS_REQUEST_NS);
  const send = useSendAccessRequest(mediaId);
  const baseId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Values>({ resolver: accessRequestResolver.resolver, defaultValues: { name: '', email: '', purpose: '' } });
  usePreloadedResolver(accessRequestResolver);

  const onSubmit = handleSubmit((values) => send.mutate(values, { onSuccess: () => reset() }));

  const field = (name: FieldName, options: { type?: string; autoComplete?: string; multiline?: boolean; ltr?: boolean }) => {
    const id = `${baseId}-${name}`;
    const error = errors[name];
    const hint = name === 'purpose' ? `${id}-hint` : undefined;
    const props = {
      id,
      'aria-invalid': error ? true : undefined,
      'aria-required': true,
      'aria-describedby': [hint, error ? `${id}-error` : undefined].filter(Boolean).join(' ') || undefined,
      dir: options.ltr ? 'ltr' : 'auto',
      ...register(name),
    };
    return (
      <div>
        <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
          {t(name)}
          <span aria-hidden="true" className="text-red-700">
            {' '}
            *
          </span>
        </label>
        {hint && (
          <p id={hint} className="mb-1 text-sm text-gray-600">
            {t('purposeHint')}
          </p>
        )}
        {options.multiline ? (
          <Textarea rows={4} {...props} />
        ) : (
          <Input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...props} />
        )}
        {error && (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {t(validationKey(name, error))}
          </p>
        )}
      </div>
    );
  };

  return (
    <section aria-labelledby={`${baseId}-title`} className="rounded-lg border border-gray-200 bg-white p-5">
      <h2 id={`${baseId}-title`} className="mb-2 text-xl font-semibold text-brand-900">
        {t('title')}
      </h2>
      <p className="mb-4 text-gray-700">{t('intro')}</p>
      {send.isSuccess ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-3 text-green-900">
          {t('sent')}
        </p>
      ) : (
        // The app's alone: one sent before the app has taken the page over waits for it (docs/architecture.md "First paint").
        <form method="post" data-app-form="" onSubmit={(event) => void onSubmit(event)} noValidate className="space-y-4">
          {field('name', { autoComplete: 'name' })}
          {field('email', { type: 'email', autoComplete: 'email', ltr: true })}
          {field('purpose', { multiline: true })}
          {send.isError && (
            <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
              {t(accessRequestErrorKey(send.error))}
            </p>
          )}
          <Button type="submit" disabled={send.isPending}>
            {send.isPending ? t('sending') : t('submit')}
          </Button>
        </form>
      )}
    </section>
  );
}
