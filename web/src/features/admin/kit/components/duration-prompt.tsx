import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TIME_PATTERN } from '#contracts/time';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { ADMIN_NS } from '../i18n.ts';

/**
 * Asked when an import answers `duration_required` (docs/behaviour.md §700): the index's last point has no
 * end and nothing gives the recording's length, so staff type it (hh:mm:ss) and the import is sent again.
 */
export function DurationPrompt({ busy, onRetry }: { busy: boolean; onRetry: (duration: string) => void }) {
  const { t } = useTranslation(ADMIN_NS);
  const id = useId();
  const [value, setValue] = useState('');
  const [invalid, setInvalid] = useState(false);
  return (
    <form
      noValidate
      aria-labelledby={`${id}-title`}
      className="space-y-2 rounded-lg border border-amber-300 bg-amber-50 p-4"
      onSubmit={(event) => {
        event.preventDefault();
        const duration = value.trim();
        const ok = TIME_PATTERN.test(duration);
        setInvalid(!ok);
        if (ok) onRetry(duration);
      }}
    >
      <p id={`${id}-title`} role="alert" className="font-semibold text-amber-900">
        {t('durationPrompt.asked')}
      </p>
      <label htmlFor={`${id}-field`} className="block text-sm font-semibold">
        {t('durationPrompt.label')}
      </label>
      <Input
        id={`${id}-field`}
        dir="ltr"
        inputMode="numeric"
        placeholder="00:00:00"
        autoFocus
        value={value}
        aria-invalid={invalid || undefined}
        aria-describedby={invalid ? `${id}-error` : undefined}
        onChange={(event) => setValue(event.target.value)}
        className="max-w-40 font-mono"
      />
      {invalid ? (
        <p id={`${id}-error`} className="text-sm text-red-700">
          {t('durationPrompt.invalid')}
        </p>
      ) : null}
      <Button type="submit" size="sm" disabled={busy}>
        {busy ? t('durationPrompt.retrying') : t('durationPrompt.retry')}
      </Button>
    </form>
  );
}
