import type { ReactNode } from 'react';
import { get, useFormContext } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { VIDEOS_NS } from '../i18n.ts';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import type { VideoFormValues } from './video-form-schema.ts';
import { Input, Select, Textarea } from '../../../../components/ui/input.tsx';

/** Messages the step shows once for the whole group (docs/behaviour.md §5), not under every field. */
const GROUP_MESSAGES = new Set(['form.errors.transcripts', 'form.errors.segments', 'form.errors.participants']);

type FieldPath = Parameters<ReturnType<typeof useFormContext<VideoFormValues>>['register']>[0];

interface FormFieldProps {
  name: FieldPath;
  label: string;
  kind?: 'text' | 'textarea' | 'date' | 'number' | 'url';
  placeholder?: string;
  hint?: string;
  required?: boolean;
  /** Text typed by people (titles, names): its direction follows its content. */
  userText?: boolean;
  /** Coordinates and timecodes never mirror (docs/conventions.md RTL). */
  ltr?: boolean;
  min?: number;
  /** Id of a <datalist> of suggestions for a text input. */
  list?: string;
  /** Called with each typed value, after the field's own error is cleared. */
  onValueChange?: (value: string) => void;
  /** Called with the value when the field is left, before it is checked. */
  onLeave?: (value: string) => void;
  /** A closed list: rendered as a select of these values. */
  options?: readonly { value: string; label: string }[];
  children?: ReactNode;
}

/** A labelled input of the wizard. Editing it clears its error (docs/behaviour.md §4). */
export function FormField({
  name,
  label,
  kind = 'text',
  placeholder,
  hint,
  required,
  userText,
  ltr,
  min,
  list,
  onValueChange,
  onLeave,
  options,
  children,
}: FormFieldProps) {
  const { t } = useTranslation(VIDEOS_NS);
  const {
    register,
    clearErrors,
    formState: { errors },
  } = useFormContext<VideoFormValues>();
  const error = get(errors, name) as { message?: string } | undefined;
  const id = `field-${name.replaceAll('.', '-')}`;
  const quiet = error?.message !== undefined && GROUP_MESSAGES.has(error.message);
  const props = {
    id,
    ...register(name, {
      onChange: (event: { target: { value: string } }) => {
        clearErrors(name);
        onValueChange?.(event.target.value);
      },
      onBlur: (event: { target: { value: string } }) => onLeave?.(event.target.value),
    }),
    list,
    placeholder,
    'aria-invalid': error ? true : undefined,
    'aria-required': required || undefined,
    'aria-describedby': error?.message && !quiet ? `${id}-error` : hint ? `${id}-hint` : undefined,
    dir: ltr ? 'ltr' : userText ? 'auto' : undefined,
  };
  return (
    <div>
      <FieldLabel htmlFor={id} label={label} required={required} />
      {children ??
        (options ? (
          <Select {...props}>
            {options.map((option) => (
              <option key={option.value} value={option.value}>
                {option.label}
              </option>
            ))}
          </Select>
        ) : kind === 'textarea' ? (
          <Textarea rows={4} {...props} />
        ) : (
          <Input type={kind} min={min} {...props} />
        ))}
      {hint && (
        <p id={`${id}-hint`} className="mt-1 text-xs text-gray-500">
          {hint}
        </p>
      )}
      {error?.message && !quiet && (
        <p id={`${id}-error`} className="mt-1 text-sm text-red-600">
          {t(fieldMessageKey<'adminVideos'>(error.message))}
        </p>
      )}
    </div>
  );
}

/** A field's label; a required field shows a red asterisk (hidden from screen readers: the field says `aria-required`). */
export function FieldLabel({ htmlFor, label, required }: { htmlFor: string; label: string; required?: boolean }) {
  return (
    <label htmlFor={htmlFor} className="mb-1 block text-sm font-medium text-gray-700">
      {label}
      {required && (
        <span aria-hidden="true" className="text-red-600">
          {' '}
          *
        </span>
      )}
    </label>
  );
}
