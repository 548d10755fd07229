import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#contracts/time';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { directionOf, type EditorParagraph, PARAGRAPH_LANGUAGES } from '../editor-model.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { ParagraphItem } from './paragraph-item.tsx';
import { UnsureWords } from './unsure-words.tsx';

export interface RowProps {
  paragraph: EditorParagraph;
  index: number;
  speakers: string[];
  onChange: (index: number, patch: Partial<EditorParagraph>) => void;
  onSeek: (seconds: number) => void;
  /** False for staff who may only read: the text stays readable and selectable, the time still seeks. */
  editable: boolean;
  /** Measures the row's height for the window of rendered rows (use-window-rows.ts); none when every row is drawn. */
  measure?: ((element: HTMLElement | null) => void) | undefined;
  /** How many paragraphs there are: only some are rendered, so each says its place in the whole. */
  total: number;
  /** The paragraph the recording is playing now (docs/behaviour.md §703). */
  current: boolean;
  /** Words a speech recognizer was unsure of, shown under a machine draft's paragraph (docs/behaviour.md §704). */
  unsure?: readonly string[] | undefined;
}

/**
 * One paragraph: its time, speaker, language and text. Memoised: typing re-renders this row only. Far from the screen in
 * the every-paragraph mode a row is drawn as text to the same sizes (paragraph-text.tsx): also update it with the looks.
 */
export const ParagraphRow = memo(function ParagraphRow({
  paragraph,
  index,
  speakers,
  onChange,
  onSeek,
  editable,
  measure,
  total,
  current,
  unsure,
}: RowProps) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const number = index + 1;
  const dir = paragraph.lang ? directionOf(paragraph.lang) : 'auto';
  return (
    <ParagraphItem paragraph={paragraph} index={index} total={total} current={current} measure={measure}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {paragraph.start === null ? (
          <span className="text-slate-500">{t('transcriptEditor.noTime')}</span>
        ) : (
          <Button variant="link" dir="ltr" className="font-mono" onClick={() => onSeek(paragraph.start!)}>
            {formatTime(paragraph.start)}
          </Button>
        )}
        <select
          aria-label={t('transcriptEditor.speakerOf', { number })}
          autoComplete="off"
          disabled={!editable}
          value={paragraph.speaker}
          onChange={(e) => onChange(index, { speaker: e.target.value })}
          className="rounded border border-slate-300 px-1 py-0.5"
        >
          <option value="">{t('transcriptEditor.noSpeaker')}</option>
          {speakers.map((name) => (
            <option key={name} value={name}>
              {name}
            </option>
          ))}
        </select>
        <select
          aria-label={t('transcriptEditor.languageOf', { number })}
          autoComplete="off"
          disabled={!editable}
          value={paragraph.lang}
          onChange={(e) => onChange(index, { lang: e.target.value })}
          className="rounded border border-slate-300 px-1 py-0.5"
        >
          <option value="">{t('transcriptEditor.sameLanguage')}</option>
          {PARAGRAPH_LANGUAGES.map((lang) => (
            <option key={lang} value={lang}>
              {t(`transcriptEditor.languages.${lang}`)}
            </option>
          ))}
        </select>
      </div>
      <textarea
        data-paragraph={index}
        autoComplete="off"
        aria-label={t('transcriptEditor.paragraph', { number })}
        lang={paragraph.lang || undefined}
        dir={dir}
        readOnly={!editable}
        value={paragraph.text}
        onChange={(e) => onChange(index, { text: e.target.value })}
        rows={2}
        className="w-full rounded border border-slate-300 p-2 leading-relaxed [field-sizing:content]"
      />
      <UnsureWords words={unsure} />
    </ParagraphItem>
  );
});
