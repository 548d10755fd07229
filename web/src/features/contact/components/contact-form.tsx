import { useQuery } from '@tanstack/react-query';
import { useId, useMemo, useState } from 'react';
import { type FieldError, type FieldErrors, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { ContactInput } from '#contracts/contact';
import { Modal } from '../../../components/ui/modal.tsx';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import type { FormPost } from '#contracts/server-render';
import { paths } from '../../../config/paths.ts';
import { contactErrorKey, useSendContact } from '../api/send-contact.ts';
import { formPostError, useFormPost } from '../../../lib/form-post.ts';
import { lazyZodResolver, usePreloadedResolver } from '../../../lib/lazy-zod-resolver.ts';
import { CONTACT_NAMESPACES } from '../i18n.ts';
import { Input, Textarea } from '../../../components/ui/input.tsx';
import { Button } from '../../../components/ui/button.tsx';

/**
 * The contract's rules (docs/behaviour.md §5) → translation keys, by field and by the kind of failure zod
 * reports (never by its English text), so Arabic shows Arabic.
 */
const requiredKeys: Partial<Record<FieldName, TextKey<'contact'>>> = {
  name: 'contact.validation.nameRequired',
  email: 'contact.validation.emailRequired',
  message: 'contact.validation.messageRequired',
};

function validationKey(name: FieldName, error: FieldError): TextKey<'contact'> {
  if (error.type === 'too_big') return 'contact.validation.tooLong';
  if (name === 'email' && error.type === 'custom') return 'contact.validation.emailInvalid';
  return requiredKeys[name] ?? 'contact.validation.required';
}

const EMPTY: ContactInput = { name: '', email: '', subject: '', message: '' };

type FieldName = 'name' | 'email' | 'subject' | 'message';
const FIELD_NAMES: readonly FieldName[] = ['name', 'email', 'subject', 'message'];

/** The contract's schema (docs/behaviour.md §5), fetched at the form's first check (docs/decisions.md §2621). */
const contactResolver = lazyZodResolver(() => import('#contracts/contact').then((contract) => contract.ContactInputSchema));

/** What a form sent without JavaScript and refused held (docs/decisions.md §1002), or null. */
function refusedValues(post: FormPost | null): ContactInput | null {
  if (!post || post.status < 400) return null;
  return { ...EMPTY, ...Object.fromEntries(FIELD_NAMES.map((name) => [name, post.values[name] ?? ''])) };
}

/**
 * A refused form's findings by field, the same kinds of failure the resolver reports in the browser. A query, so the
 * server draws the page again once it has them (entry-server.tsx) and the page carries them: the browser takes the
 * page over without the schema (docs/decisions.md §2621).
 */
function useRefusedErrors(values: ContactInput | null): FieldErrors<ContactInput> | undefined {
  const { data } = useQuery({
    queryKey: ['form-post-errors', paths.contact, values],
    queryFn: async () => {
      const { ContactInputSchema } = await import('#contracts/contact');
      const errors: FieldErrors<ContactInput> = {};
      for (const issue of ContactInputSchema.safeParse(values).error?.issues ?? []) {
        const name = issue.path[0] as FieldName;
        errors[name] ??= { type: issue.code, message: issue.message };
      }
      return errors;
    },
    enabled: values !== null,
    staleTime: Infinity,
  });
  return data;
}

export function ContactForm() {
  const { t } = useTranslation(CONTACT_NAMESPACES);
  const send = useSendContact();
  const post = useFormPost(paths.contact);
  const refused = useMemo(() => refusedValues(post), [post]);
  const refusedErrors = useRefusedErrors(refused);
  const [successOpen, setSuccessOpen] = useState(false);
  const baseId = useId();
  const {
    register,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<ContactInput>({
    resolver: contactResolver.resolver,
    defaultValues: refused ?? EMPTY,
    errors: refusedErrors,
  });
  usePreloadedResolver(contactResolver);
  // Sent without JavaScript: the server's answer, when it was not about a field.
  const postError = Object.keys(refusedErrors ?? {}).length === 0 ? formPostError(post, 'Contact form refused') : null;

  const errorText = (name: FieldName) => {
    const error = errors[name];
    return error ? t(validationKey(name, error)) : null;
  };

  const onSubmit = handleSubmit((values) => {
    send.mutate(values, {
      onSuccess: () => {
        reset(EMPTY); // docs/behaviour.md §4: on success the form clears
        setSuccessOpen(true);
      },
    });
  });

  const field = (
    name: FieldName,
    options: { required?: boolean; multiline?: boolean; type?: string; autoComplete?: string; ltr?: boolean },
  ) => {
    const id = `${baseId}-${name}`;
    const message = errorText(name);
    const props = {
      id,
      placeholder: t(`contact.form.${name}Placeholder`),
      'aria-invalid': message ? true : undefined,
      'aria-describedby': message ? `${id}-error` : undefined,
      'aria-required': options.required ? true : undefined,
      // An address reads left to right in any page (its placeholder too).
      dir: options.ltr ? 'ltr' : undefined,
      // Written into the markup, as a page rendered by the server has no script to fill the fields in.
      defaultValue: refused?.[name],
      ...register(name),
    };
    return (
      <div>
        <label htmlFor={id} className="mb-1 block font-semibold text-slate-800">
          {t(`contact.form.${name}`)}
          {options.required ? (
            <span aria-hidden="true" className="text-red-700">
              {' '}
              *
            </span>
          ) : null}
        </label>
        {options.multiline ? (
          <Textarea rows={6} {...props} />
        ) : (
          <Input type={options.type ?? 'text'} autoComplete={options.autoComplete} {...props} />
        )}
        {message ? (
          <p id={`${id}-error`} className="mt-1 text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <>
      {post?.status === 201 ? (
        <div role="status" className="mb-6 rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <p className="font-semibold">{t('contact.success.title')}</p>
          <p>{t('contact.success.body')}</p>
        </div>
      ) : null}
      {/* Without JavaScript the form is posted to this page, which the server renders again with its answer
          (docs/decisions.md §1002); the app sends it itself, and one sent before the app has taken the page over
          waits for it (data-app-form, docs/architecture.md "First paint"). */}
      <form
        method="post"
        action={paths.contact}
        data-app-form=""
        onSubmit={(event) => void onSubmit(event)}
        noValidate
        className="space-y-5"
      >
        {field('name', { required: true, autoComplete: 'name' })}
        {field('email', { required: true, type: 'email', autoComplete: 'email', ltr: true })}
        {field('subject', {})}
        {field('message', { required: true, multiline: true })}
        {send.isError || postError ? (
          <p role="alert" className="rounded-lg border border-red-300 bg-red-50 p-3 text-red-800">
            {t(contactErrorKey(send.error ?? postError))}
          </p>
        ) : null}
        <Button type="submit" className="w-full sm:w-auto" disabled={send.isPending}>
          {send.isPending ? t('contact.form.sending') : t('contact.form.submit')}
        </Button>
      </form>
      <Modal
        open={successOpen}
        title={t('contact.success.title')}
        closeLabel={t('common:app.close')}
        onClose={() => setSuccessOpen(false)}
        centered
      >
        <p className="text-slate-700">{t('contact.success.body')}</p>
      </Modal>
    </>
  );
}
