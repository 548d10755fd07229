import { memo } from 'react';
import { useTranslation } from 'react-i18next';
import { formatTime } from '#contracts/time';
import { TRANSCRIPTS_NS } from '../i18n.ts';
import { directionOf, type EditorParagraph } from '../editor-model.ts';
import { ParagraphItem } from './paragraph-item.tsx';
import { UnsureWords } from './unsure-words.tsx';

interface TextRowProps {
  paragraph: EditorParagraph;
  index: number;
  total: number;
  editable: boolean;
  current: boolean;
  unsure?: readonly string[] | undefined;
  /** Asks for the row as fields, the caret at `caret` in the paragraph's text (focus or a click on the text). */
  onActivate: (key: number, caret: number) => void;
}

/** Where a click at (x, y) falls in the text of `element`, or its end. */
function caretAt(element: HTMLElement, x: number, y: number): number {
  const length = element.textContent?.length ?? 0;
  const doc = element.ownerDocument as Document & {
    caretPositionFromPoint?: (x: number, y: number) => { offsetNode: Node; offset: number } | null;
  };
  const position = doc.caretPositionFromPoint?.(x, y);
  return position && element.contains(position.offsetNode) ? Math.min(position.offset, length) : length;
}

/**
 * A paragraph far from the screen in the every-paragraph mode (docs/decisions.md §2580): its time, speaker, language and
 * text as plain content, and no form control, so a key typed elsewhere costs the browser little for it. The text is a
 * text box by its role and name, as the field it stands for: in the accessibility tree, found by the browser's find,
 * reached by Tab. Focused or clicked, the row is drawn as fields (paragraph-row.tsx) and the focus moves to its text,
 * the caret where it was clicked (at the start from the keyboard). Drawn to the field's size, so nothing moves then.
 */
export const ParagraphText = memo(function ParagraphText({ paragraph, index, total, editable, current, unsure, onActivate }: TextRowProps) {
  const { t } = useTranslation(TRANSCRIPTS_NS);
  const number = index + 1;
  const dir = paragraph.lang ? directionOf(paragraph.lang) : 'auto';
  // As tall as the row's select boxes (24 px) and its field, so a row drawn as fields does not move what follows;
  // also update paragraph-row.tsx if either changes.
  const box = 'rounded border border-slate-300 px-1 py-0.5 leading-[18px]';
  return (
    <ParagraphItem paragraph={paragraph} index={index} total={total} current={current}>
      <div className="flex flex-wrap items-center gap-2 text-sm">
        {paragraph.start === null ? (
          <span className="text-slate-500">{t('transcriptEditor.noTime')}</span>
        ) : (
          <span dir="ltr" className="btn-link font-mono">
            {formatTime(paragraph.start)}
          </span>
        )}
        <span className={box}>{paragraph.speaker || t('transcriptEditor.noSpeaker')}</span>
        <span className={box}>
          {paragraph.lang
            ? t(`transcriptEditor.languages.${paragraph.lang}` as 'transcriptEditor.languages.ar')
            : t('transcriptEditor.sameLanguage')}
        </span>
      </div>
      <div
        role="textbox"
        tabIndex={0}
        aria-multiline="true"
        aria-readonly={editable ? undefined : 'true'}
        aria-label={t('transcriptEditor.paragraph', { number })}
        data-paragraph={index}
        lang={paragraph.lang || undefined}
        dir={dir}
        onMouseDown={(event) => {
          if (event.button !== 0) return;
          // The field takes the focus itself, the caret where the click fell.
          event.preventDefault();
          onActivate(paragraph.key, caretAt(event.currentTarget, event.clientX, event.clientY));
        }}
        onFocus={() => onActivate(paragraph.key, 0)}
        className="w-full rounded border border-slate-300 p-2 leading-relaxed break-words whitespace-pre-wrap"
      >
        {paragraph.text}
      </div>
      <UnsureWords words={unsure} />
    </ParagraphItem>
  );
});
