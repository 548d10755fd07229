import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../../components/ui/button.tsx';
import { Input } from '../../../../components/ui/input.tsx';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { type EditorParagraph, replaceAll } from '../editor-model.ts';

/** Find and replace across the transcript (literal, case-sensitive); Ctrl+H focuses it. */
export function FindReplace({ paragraphs, onReplace }: { paragraphs: EditorParagraph[]; onReplace: (list: EditorParagraph[]) => void }) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const [find, setFind] = useState('');
  const [replacement, setReplacement] = useState('');
  const [done, setDone] = useState<number | null>(null);
  const count = find ? paragraphs.reduce((n, p) => n + p.text.split(find).length - 1, 0) : 0;
  return (
    <form
      role="search"
      className="flex flex-wrap items-end gap-2"
      onSubmit={(e) => {
        e.preventDefault();
        const result = replaceAll(paragraphs, find, replacement);
        onReplace(result.list);
        setDone(result.count);
      }}
    >
      <label className="flex flex-col text-xs">
        {t('transcriptEditor.find')}
        <Input
          dir="auto"
          value={find}
          onChange={(e) => setFind(e.target.value)}
          onKeyDown={(e) => e.stopPropagation()}
          aria-keyshortcuts="Control+H"
          data-find
        />
      </label>
      <label className="flex flex-col text-xs">
        {t('transcriptEditor.replaceWith')}
        <Input dir="auto" value={replacement} onChange={(e) => setReplacement(e.target.value)} />
      </label>
      <Button type="submit" size="sm" variant="secondary" disabled={!find}>
        {t('transcriptEditor.replaceAll')}
      </Button>
      <span className="text-xs text-slate-600" aria-live="polite">
        {done !== null ? t('transcriptEditor.replaced', { count: done }) : find ? t('transcriptEditor.found', { count }) : ''}
      </span>
    </form>
  );
}
