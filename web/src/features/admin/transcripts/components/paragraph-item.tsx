import type { ReactNode } from 'react';
import type { EditorParagraph } from '../editor-model.ts';

interface ItemProps {
  paragraph: EditorParagraph;
  index: number;
  /** How many paragraphs there are: each row says its place in the whole. */
  total: number;
  /** The paragraph the recording is playing now (docs/behaviour.md §703). */
  current: boolean;
  /** Measures the row's height for the window of rendered rows (use-window-rows.ts). */
  measure?: ((element: HTMLElement | null) => void) | undefined;
  children: ReactNode;
}

/**
 * A paragraph's row in the editor's list, drawn as fields (paragraph-row.tsx) or as its text (paragraph-text.tsx): the
 * same box and the same place in the list either way, so a row turning from one to the other moves nothing
 * (docs/decisions.md §2580).
 */
export function ParagraphItem({ paragraph, index, total, current, measure, children }: ItemProps) {
  return (
    <div
      role="listitem"
      ref={measure}
      data-row-key={paragraph.key}
      aria-posinset={index + 1}
      aria-setsize={total}
      aria-current={current ? 'true' : undefined}
      className={`flex flex-col gap-1 border-b border-slate-200 py-2 ${current ? 'border-s-4 border-s-amber-400 bg-amber-50 ps-2' : ''}`}
    >
      {children}
    </div>
  );
}
