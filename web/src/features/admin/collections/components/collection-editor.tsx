import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link, useLocation, useNavigate } from 'react-router';
import { z } from 'zod';
import type { AdminCollection, AdminMember } from '#contracts/collections';
import { ErrorCode } from '#contracts/error-codes';
import { isLatinSlug } from '#contracts/slug';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { Input, Textarea } from '../../../../components/ui/input.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import { useCan } from '../../kit/api/account.ts';
import { ConfirmDialog } from '../../kit/components/confirm-dialog.tsx';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { useSaveCollection, useTrashCollection } from '../api/admin-collections.ts';
import { COLLECTIONS_NS } from '../i18n.ts';
import { MemberList } from './member-list.tsx';
import { MemberPicker } from './member-picker.tsx';

// Messages are keys of the form's namespace, translated when shown.
const TextsSchema = z.object({
  slug: z.string().trim().refine(isLatinSlug, 'collections.errors.slug'),
  title: z.string().trim().min(1, 'collections.errors.title').max(200),
  title_ar: z.string().trim().max(200),
  description: z.string().trim().max(5_000),
  description_ar: z.string().trim().max(5_000),
});
type Texts = z.infer<typeof TextsSchema>;

/** Whether the server's refusal names this field. */
const fieldFailed = (error: ApiError, path: string) => error.refusals.some((problem) => problem.path === path);

const EMPTY: Texts = { slug: '', title: '', title_ar: '', description: '', description_ar: '' };

/**
 * A collection's form (docs/behaviour.md §1200): its address, texts in both languages, its interviews in order and its
 * cover. The server's refusals show where they belong: a taken or malformed address under the field, an unknown
 * interview above the list.
 */
export function CollectionEditor({ collection }: { collection: AdminCollection | null }) {
  const { t } = useTranslation(COLLECTIONS_NS);
  const navigate = useNavigate();
  const editable = useCan()('media.edit');
  const save = useSaveCollection(collection?.id ?? null);
  const trash = useTrashCollection();
  const form = useForm<Texts>({ resolver: zodResolver(TextsSchema), defaultValues: collection ?? EMPTY });
  const [members, setMembers] = useState<AdminMember[]>(collection?.members ?? []);
  const [cover, setCover] = useState<number | null>(collection?.cover ?? null);
  const [announcement, setAnnouncement] = useState('');
  const justCreated = (useLocation().state as { saved?: boolean } | null)?.saved === true;
  const [status, setStatus] = useState<ActionStatus | null>(justCreated ? { tone: 'ok', text: t('collections.saved') } : null);
  const [confirming, setConfirming] = useState(false);
  const errors = form.formState.errors;
  const slug = useWatch({ control: form.control, name: 'slug' });
  const failure = save.error instanceof ApiError ? save.error : null;
  const slugError = errors.slug?.message
    ? t(fieldMessageKey<'adminCollections'>(errors.slug.message))
    : failure?.code === ErrorCode.conflict
      ? t('collections.errors.slugTaken')
      : failure?.code === ErrorCode.validationFailed && fieldFailed(failure, 'body.slug')
        ? t('collections.errors.slug')
        : null;
  const saveError =
    !save.error || slugError
      ? null
      : failure?.code === ErrorCode.badRequest
        ? t('collections.errors.unknownMember')
        : t('collections.errors.save');

  const submit = form.handleSubmit((texts) => {
    setStatus(null);
    save.mutate(
      { ...texts, cover, media: members.map((m) => m.id) },
      {
        onSuccess: ({ id }) => {
          setStatus({ tone: 'ok', text: t('collections.saved') });
          // The new collection's own form says it was saved: the address now names it.
          if (collection === null) void navigate(paths.admin.collection(id), { replace: true, state: { saved: true } });
        },
      },
    );
  });
  const field = (name: keyof Texts, label: string, props: { dir?: 'rtl' | 'ltr' | 'auto'; lang?: string; multiline?: boolean } = {}) => {
    const id = `collection-${name}`;
    const message =
      name === 'slug' ? slugError : errors[name]?.message ? t(fieldMessageKey<'adminCollections'>(errors[name].message)) : null;
    const Field = props.multiline ? Textarea : Input;
    return (
      <div className="space-y-1">
        <label htmlFor={id} className="block text-sm font-medium text-gray-700">
          {label}
        </label>
        <Field
          id={id}
          dir={props.dir ?? 'auto'}
          lang={props.lang}
          readOnly={!editable}
          aria-invalid={message ? true : undefined}
          aria-describedby={message ? `${id}-error` : name === 'slug' ? `${id}-hint` : undefined}
          {...(props.multiline ? { rows: 4 } : {})}
          {...form.register(name, { onChange: () => save.reset() })}
        />
        {name === 'slug' ? (
          <p id={`${id}-hint`} className="text-sm text-gray-600">
            {t('collections.fields.slugHint', { slug: slug || '…' })}
          </p>
        ) : null}
        {message ? (
          <p id={`${id}-error`} role="alert" className="text-sm text-red-700">
            {message}
          </p>
        ) : null}
      </div>
    );
  };

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm">
        <Link to={paths.admin.collections} className="text-brand-700 underline">
          {t('collections.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold text-brand-900">{collection ? t('collections.editTitle') : t('collections.newTitle')}</h1>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-6">
        <div className="grid gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2">
          <div className="sm:col-span-2">{field('slug', t('collections.fields.slug'), { dir: 'ltr' })}</div>
          {field('title', t('collections.fields.title'), { lang: 'en' })}
          {field('title_ar', t('collections.fields.titleAr'), { dir: 'rtl', lang: 'ar' })}
          {field('description', t('collections.fields.description'), { lang: 'en', multiline: true })}
          {field('description_ar', t('collections.fields.descriptionAr'), { dir: 'rtl', lang: 'ar', multiline: true })}
        </div>
        <section aria-labelledby="collection-members-title" className="space-y-3">
          <h2 id="collection-members-title" className="text-lg font-semibold text-brand-900">
            {t('collections.members.title')}
          </h2>
          <p className="text-sm text-gray-600">{t('collections.members.hint')}</p>
          {cover === null ? <p className="text-sm text-gray-600">{t('collections.noCover')}</p> : null}
          <MemberList
            members={members}
            cover={cover}
            onChange={(next) => {
              save.reset();
              setMembers(next);
            }}
            onCover={setCover}
            announce={setAnnouncement}
          />
          <p role="status" className="sr-only">
            {announcement}
          </p>
        </section>
        {saveError ? <ErrorBox message={saveError} /> : null}
        <ActionStatusLine status={status} />
        {editable ? (
          <div className="flex flex-wrap gap-3">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('collections.saving') : t('collections.save')}
            </Button>
            {collection ? (
              <Button variant="danger-outline" onClick={() => setConfirming(true)}>
                {t('collections.delete')}
              </Button>
            ) : null}
          </div>
        ) : null}
      </form>
      {editable ? (
        <MemberPicker
          members={members}
          onAdd={(member) => {
            save.reset();
            setMembers((current) => [...current, member]);
            setAnnouncement(t('collections.members.added', { title: member.title }));
          }}
        />
      ) : null}
      {confirming && collection ? (
        <ConfirmDialog
          message={t('collections.confirmDelete', { title: collection.title })}
          detail={t('collections.confirmDeleteDetail')}
          confirmLabel={t('collections.delete')}
          busy={trash.isPending}
          onCancel={() => setConfirming(false)}
          onConfirm={() =>
            trash.mutate(collection.id, {
              onSuccess: () => void navigate(paths.admin.collections),
              onError: () => {
                setConfirming(false);
                setStatus({ tone: 'error', text: t('collections.errors.delete') });
              },
            })
          }
        />
      ) : null}
    </div>
  );
}
