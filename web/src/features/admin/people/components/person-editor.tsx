import { useQuery } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { authorityLinks } from '#contracts/authority-files';
import { ErrorCode } from '#contracts/error-codes';
import type { AdminPersonDetail } from '#contracts/people';
import { Button } from '../../../../components/ui/button.tsx';
import { Input, Select } from '../../../../components/ui/input.tsx';
import { paths } from '../../../../config/paths.ts';
import { ApiError } from '../../../../lib/api-client.ts';
import { useCan } from '../../kit/api/account.ts';
import { type ActionStatus, ActionStatusLine } from '../../kit/components/status.tsx';
import { adminPeopleQueryOptions, useMergePerson, useSavePerson, useSplitPerson } from '../api/admin-people.ts';
import { PEOPLE_NS } from '../i18n.ts';

/** The server's message for a field it refused (`body.authority.wikidata`…), when it named that field. */
const refusal = (error: unknown, path: string): string | null =>
  error instanceof ApiError ? (error.refusals.find((problem) => problem.path === path)?.message ?? null) : null;

function Field(props: {
  id: string;
  label: string;
  value: string;
  onChange: (v: string) => void;
  dir?: 'ltr' | 'rtl' | 'auto';
  lang?: string;
  error?: string | null;
  readOnly?: boolean;
}) {
  return (
    <div className="space-y-1">
      <label htmlFor={props.id} className="block text-sm font-medium text-gray-700">
        {props.label}
      </label>
      <Input
        id={props.id}
        dir={props.dir ?? 'auto'}
        lang={props.lang}
        value={props.value}
        readOnly={props.readOnly}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={props.error ? `${props.id}-error` : undefined}
        onChange={(event) => props.onChange(event.target.value)}
      />
      {props.error ? (
        <p id={`${props.id}-error`} role="alert" className="text-sm text-red-700" dir="auto">
          {props.error}
        </p>
      ) : null}
    </div>
  );
}

/**
 * A person (docs/behaviour.md §1300): their names and authority identifiers, merging them into another person, and
 * splitting some of their interviews off to a new person. The server's refusals show where they belong.
 */
export function PersonEditor({ person }: { person: AdminPersonDetail }) {
  const { t } = useTranslation(PEOPLE_NS);
  const navigate = useNavigate();
  const editable = useCan()('media.edit');
  const save = useSavePerson(person.slug);
  const merge = useMergePerson(person.slug);
  const split = useSplitPerson(person.slug);
  const others = useQuery({ ...adminPeopleQueryOptions(), enabled: editable });
  const [texts, setTexts] = useState({
    name: person.name,
    name_ar: person.name_ar,
    wikidata: person.authority.wikidata ?? '',
    viaf: person.authority.viaf ?? '',
  });
  const [into, setInto] = useState('');
  const [chosen, setChosen] = useState<number[]>([]);
  const [newName, setNewName] = useState({ name: person.name, name_ar: person.name_ar });
  const [status, setStatus] = useState<ActionStatus | null>(null);
  const set = (key: keyof typeof texts) => (value: string) => {
    save.reset();
    setTexts((current) => ({ ...current, [key]: value }));
  };

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    save.mutate(
      { name: texts.name, name_ar: texts.name_ar, authority: { wikidata: texts.wikidata, viaf: texts.viaf } },
      {
        onSuccess: (saved) => {
          setTexts({
            name: saved.name,
            name_ar: saved.name_ar,
            wikidata: saved.authority.wikidata ?? '',
            viaf: saved.authority.viaf ?? '',
          });
          setStatus({ tone: 'ok', text: t('people.saved') });
        },
        onError: () => setStatus({ tone: 'error', text: t('people.errors.save') }),
      },
    );
  };
  const submitMerge = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    merge.mutate(into, {
      onSuccess: (target) => void navigate(paths.admin.person(target.slug)),
      onError: (error) =>
        setStatus({
          tone: 'error',
          text:
            error instanceof ApiError && error.code === ErrorCode.mergeIntoItself
              ? t('people.errors.mergeIntoItself')
              : t('people.errors.merge'),
        }),
    });
  };
  const submitSplit = (event: FormEvent) => {
    event.preventDefault();
    setStatus(null);
    split.mutate(
      { media: chosen, name: newName.name, name_ar: newName.name_ar },
      {
        onSuccess: (created) => void navigate(paths.admin.person(created.slug)),
        onError: (error) =>
          setStatus({
            tone: 'error',
            text:
              error instanceof ApiError && error.code === ErrorCode.notPersonsInterview
                ? t('people.errors.notTheirs')
                : t('people.errors.split'),
          }),
      },
    );
  };
  const links = authorityLinks({ wikidata: person.authority.wikidata, viaf: person.authority.viaf });

  return (
    <div className="mx-auto max-w-4xl space-y-6">
      <p className="text-sm">
        <Link to={paths.admin.people} className="text-brand-700 underline">
          {t('people.back')}
        </Link>
      </p>
      <h1 className="text-2xl font-semibold text-brand-900" dir="auto">
        {person.name}
      </h1>
      <p className="text-sm text-gray-600">
        <bdi dir="ltr">/people/{person.slug}</bdi> · {person.public ? t('people.public') : t('people.hidden')}
        {person.public ? (
          <>
            {' · '}
            <Link to={paths.person(person.slug)} className="text-brand-700 underline">
              {t('people.viewPage')}
            </Link>
          </>
        ) : null}
      </p>
      <ActionStatusLine status={status} />
      <form
        onSubmit={submit}
        noValidate
        className="grid gap-4 rounded-lg bg-white p-6 shadow sm:grid-cols-2"
        aria-labelledby="person-names"
      >
        <h2 id="person-names" className="text-lg font-semibold text-brand-900 sm:col-span-2">
          {t('people.names')}
        </h2>
        <Field
          id="person-name"
          label={t('people.fields.name')}
          value={texts.name}
          onChange={set('name')}
          lang="en"
          readOnly={!editable}
          error={refusal(save.error, 'body.name') && t('people.errors.name')}
        />
        <Field
          id="person-name-ar"
          label={t('people.fields.nameAr')}
          value={texts.name_ar}
          onChange={set('name_ar')}
          dir="rtl"
          lang="ar"
          readOnly={!editable}
        />
        <Field
          id="person-wikidata"
          label={t('people.fields.wikidata')}
          value={texts.wikidata}
          onChange={set('wikidata')}
          dir="ltr"
          readOnly={!editable}
          error={refusal(save.error, 'body.authority.wikidata')}
        />
        <Field
          id="person-viaf"
          label={t('people.fields.viaf')}
          value={texts.viaf}
          onChange={set('viaf')}
          dir="ltr"
          readOnly={!editable}
          error={refusal(save.error, 'body.authority.viaf')}
        />
        <p className="text-sm text-gray-600 sm:col-span-2">{t('people.fields.authorityHint')}</p>
        {links.length > 0 ? (
          <ul className="flex flex-wrap gap-3 text-sm sm:col-span-2">
            {links.map((link) => (
              <li key={link.name}>
                <a href={link.url} className="text-brand-700 underline" dir="ltr">
                  {link.url}
                </a>
              </li>
            ))}
          </ul>
        ) : null}
        {editable ? (
          <div className="sm:col-span-2">
            <Button type="submit" disabled={save.isPending}>
              {save.isPending ? t('people.saving') : t('people.save')}
            </Button>
          </div>
        ) : null}
      </form>

      <section aria-labelledby="person-interviews" className="space-y-3 rounded-lg bg-white p-6 shadow">
        <h2 id="person-interviews" className="text-lg font-semibold text-brand-900">
          {t('people.interviews')}
        </h2>
        <p className="text-sm text-gray-600">{editable ? t('people.splitHint') : null}</p>
        <form onSubmit={submitSplit} noValidate className="space-y-4">
          <ul className="space-y-2">
            {person.media.map((media) => (
              <li key={media.id} className="flex flex-wrap items-center gap-3">
                {editable ? (
                  <input
                    id={`person-media-${media.id}`}
                    type="checkbox"
                    className="size-4"
                    checked={chosen.includes(media.id)}
                    onChange={(event) =>
                      setChosen((current) => (event.target.checked ? [...current, media.id] : current.filter((id) => id !== media.id)))
                    }
                  />
                ) : null}
                <label htmlFor={`person-media-${media.id}`} className="min-w-0 flex-1">
                  <span dir="auto" className="font-medium text-gray-900">
                    {media.title || `#${media.id}`}
                  </span>{' '}
                  <span className="text-sm text-gray-600">
                    ({media.roles.map((role) => t(`people.roles.${role}`)).join(t('people.separator'))}:{' '}
                    <bdi dir="auto">{media.names.join(t('people.separator'))}</bdi>) ·{' '}
                    {media.in_trash ? t('people.inTrash') : media.public ? t('people.public') : t('people.hidden')}
                  </span>
                </label>
              </li>
            ))}
          </ul>
          {editable ? (
            <div className="grid gap-4 sm:grid-cols-2">
              <Field
                id="split-name"
                label={t('people.fields.newName')}
                value={newName.name}
                onChange={(name) => setNewName((c) => ({ ...c, name }))}
                lang="en"
              />
              <Field
                id="split-name-ar"
                label={t('people.fields.newNameAr')}
                value={newName.name_ar}
                onChange={(name_ar) => setNewName((c) => ({ ...c, name_ar }))}
                dir="rtl"
                lang="ar"
              />
              <div className="sm:col-span-2">
                <Button type="submit" variant="secondary" disabled={split.isPending || chosen.length === 0 || !newName.name.trim()}>
                  {t('people.split', { count: chosen.length })}
                </Button>
              </div>
            </div>
          ) : null}
        </form>
      </section>

      {editable ? (
        <form onSubmit={submitMerge} noValidate className="space-y-3 rounded-lg bg-white p-6 shadow" aria-labelledby="person-merge">
          <h2 id="person-merge" className="text-lg font-semibold text-brand-900">
            {t('people.merge')}
          </h2>
          <p className="text-sm text-gray-600">{t('people.mergeHint')}</p>
          <label htmlFor="merge-into" className="block text-sm font-medium text-gray-700">
            {t('people.fields.into')}
          </label>
          <Select id="merge-into" value={into} onChange={(event) => setInto(event.target.value)}>
            <option value="">{t('people.fields.choose')}</option>
            {(others.data?.results ?? [])
              .filter((other) => other.slug !== person.slug)
              .map((other) => (
                <option key={other.slug} value={other.slug}>
                  {other.name}
                  {other.name_ar && other.name_ar !== other.name ? ` – ${other.name_ar}` : ''} (/{other.slug})
                </option>
              ))}
          </Select>
          <Button type="submit" variant="secondary" disabled={merge.isPending || !into}>
            {t('people.mergeButton')}
          </Button>
        </form>
      ) : null}
    </div>
  );
}
