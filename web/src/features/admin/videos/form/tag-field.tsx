import { useQuery } from '@tanstack/react-query';
import { useId, useState, type KeyboardEvent } from 'react';
import { useController, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import type { Vocabulary } from '#contracts/vocabulary';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import { vocabularyQueryOptions } from '../api/get-vocabulary.ts';
import { addTag, removeTag } from './tag-values.ts';
import { splitList } from './video-form-mapping.ts';
import type { VideoFormValues } from './video-form-schema.ts';
import { Input } from '../../../../components/ui/input.tsx';
import { FieldLabel } from './form-field.tsx';
import { IconButton } from '../../../../components/ui/icon-button.tsx';

interface TagFieldProps {
  name: keyof Vocabulary & keyof VideoFormValues;
  label: string;
  required?: boolean;
}

/**
 * A list of names as removable tags, with the archive's existing names suggested as the admin
 * types (a native datalist: keyboard and screen readers work as with any input). Enter, a comma
 * or leaving the field adds the typed name; the form still holds "a, b, c".
 */
export function TagField({ name, label, required }: TagFieldProps) {
  const { t } = useTranslation(VIDEOS_NS);
  const { control, clearErrors } = useFormContext<VideoFormValues>();
  const {
    field: { value, onChange, onBlur, ref: inputRef },
    fieldState,
  } = useController({ control, name });
  const { data } = useQuery(vocabularyQueryOptions());
  const [typed, setTyped] = useState('');
  const listId = useId();
  const id = `field-${name}`;
  const known = data?.[name] ?? [];
  const tags = splitList(value);
  const error = fieldState.error?.message;

  function commit() {
    if (typed.trim() === '') return;
    onChange(addTag(value, typed, known));
    clearErrors(name);
    setTyped('');
  }

  function onKeyDown(event: KeyboardEvent<HTMLInputElement>) {
    if (event.key === 'Enter' || event.key === ',') {
      event.preventDefault();
      commit();
    } else if (event.key === 'Backspace' && typed === '' && tags.length > 0) {
      onChange(removeTag(value, tags.length - 1));
    }
  }

  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {tags.length > 0 && (
        <ul className="mb-2 flex flex-wrap gap-2" aria-label={label}>
          {tags.map((tag, index) => (
            <li key={`${tag}-${index}`} className="flex items-center gap-1 rounded-full bg-brand-50 ps-3 pe-1 text-sm text-brand-900">
              <span dir="auto">{tag}</span>
              <IconButton
                label={t('form.tags.remove', { tag })}
                onClick={() => onChange(removeTag(value, index))}
                className="px-2 py-0 leading-6"
              >
                <span aria-hidden="true">×</span>
              </IconButton>
            </li>
          ))}
        </ul>
      )}
      <Input
        id={id}
        ref={inputRef}
        value={typed}
        onChange={(event) => setTyped(event.target.value)}
        onKeyDown={onKeyDown}
        onBlur={() => {
          commit();
          onBlur();
        }}
        list={listId}
        dir="auto"
        autoComplete="off"
        placeholder={t('form.tags.placeholder')}
        aria-invalid={error ? true : undefined}
        aria-required={required || undefined}
        aria-describedby={error ? `${id}-error` : `${id}-hint`}
      />
      <datalist id={listId}>
        {known
          .filter((name) => !tags.includes(name))
          .map((name) => (
            <option key={name} value={name} />
          ))}
      </datalist>
      <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
        {t('form.tags.hint')}
      </p>
      {error && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {t(fieldMessageKey<'adminVideos'>(error))}
        </p>
      )}
    </div>
  );
}
