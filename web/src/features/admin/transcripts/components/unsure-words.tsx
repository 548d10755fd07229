import { useTranslation } from 'react-i18next';
import { TRANSCRIPTS_NS } from '../i18n.ts';

/** The words a speech recognizer was unsure of, under a machine draft's paragraph (docs/behaviour.md §704); nothing without any. */
export function UnsureWords({ words }: { words: readonly string[] | undefined }) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  if (!words?.length) return null;
  return (
    <p className="text-xs text-slate-700">
      {t('transcriptEditor.machine.unsure')}{' '}
      {words.map((word, i) => (
        <mark key={i} dir="auto" className="me-1 rounded bg-amber-200 px-1">
          {word}
        </mark>
      ))}
    </p>
  );
}
