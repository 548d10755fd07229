import { type FocusEvent, memo, useCallback, useLayoutEffect, useState } from 'react';
import type { EditorParagraph } from '../editor-model.ts';
import { useNearGroups } from '../hooks/use-near-groups.ts';
import { ParagraphRow, type RowProps } from './paragraph-row.tsx';
import { ParagraphText } from './paragraph-text.tsx';
import { sameItems } from '../../../../lib/same-items.ts';

/**
 * Paragraphs per group in the every-paragraph mode: a group is memoised whole, so a key typed draws one group again and
 * in it one row; twenty-five rows are about three screens (docs/decisions.md §2560). No group is skipped by the
 * browser far from the screen: Chromium leaves what it skips out of its accessibility tree, and this mode is for
 * screen readers (§2561). Groups far from the screen draw their rows as text instead of fields (§2580).
 */
const GROUP_SIZE = 25;

type SharedProps = Omit<RowProps, 'paragraph' | 'index' | 'current' | 'unsure' | 'measure'>;

interface GroupsProps extends SharedProps {
  paragraphs: readonly EditorParagraph[];
  /** The paragraph the recording is playing now, -1 for none. */
  current: number;
  /** Words a speech recognizer was unsure of, by paragraph key. */
  unsure: ReadonlyMap<number, readonly string[]>;
}

interface GroupProps extends SharedProps {
  paragraphs: readonly EditorParagraph[];
  /** The index of the group's first paragraph in the transcript. */
  start: number;
  /** The paragraph playing, when it is one of this group's; -1 otherwise, so the other groups stay as they were. */
  current: number;
  unsure: ReadonlyMap<number, readonly string[]>;
  /** Near the screen: every row drawn as fields; otherwise as text, but for `active` (docs/decisions.md §2580). */
  near: boolean;
  /** The key of the row focused last, when it is one of this group's (drawn as fields wherever it is); -1 otherwise. */
  active: number;
  onActivate: (key: number, caret: number) => void;
  groupRef: (element: HTMLElement | null) => void;
}

/** Unchanged when it holds the same paragraphs (each the same object) and nothing else it draws moved. */
function sameGroup(a: GroupProps, b: GroupProps): boolean {
  return (
    sameItems(a.paragraphs, b.paragraphs) &&
    a.start === b.start &&
    a.current === b.current &&
    a.near === b.near &&
    a.active === b.active &&
    a.total === b.total &&
    a.speakers === b.speakers &&
    a.onChange === b.onChange &&
    a.onSeek === b.onSeek &&
    a.editable === b.editable &&
    a.unsure === b.unsure
  );
}

/** A group of rows, memoised on its paragraphs: a key typed draws one group again, and in it one row. */
const ParagraphGroup = memo(function ParagraphGroup({
  paragraphs,
  start,
  current,
  unsure,
  near,
  active,
  onActivate,
  groupRef,
  ...row
}: GroupProps) {
  return (
    // A stacking context a group (`isolate`): the browser paints, hit-tests and updates it as one layer, reusing the
    // groups a key did not touch (renderer CPU per key 14.4 → 9.5 ms; docs/decisions.md §2580). Not `contain: paint`,
    // which would clip a field's focus ring at the group's sides.
    <div role="none" ref={groupRef} data-group-start={start} className="isolate">
      {paragraphs.map((paragraph, offset) =>
        near || paragraph.key === active ? (
          <ParagraphRow
            key={paragraph.key}
            {...row}
            paragraph={paragraph}
            index={start + offset}
            current={start + offset === current}
            unsure={unsure.get(paragraph.key)}
          />
        ) : (
          <ParagraphText
            key={paragraph.key}
            paragraph={paragraph}
            index={start + offset}
            total={row.total}
            editable={row.editable}
            current={start + offset === current}
            unsure={unsure.get(paragraph.key)}
            onActivate={onActivate}
          />
        ),
      )}
    </div>
  );
}, sameGroup);

/** The row a focus event happened in, by its paragraph's key. */
const rowKeyOf = (event: FocusEvent) => Number((event.target as HTMLElement).closest<HTMLElement>('[data-row-key]')?.dataset.rowKey ?? -1);

/**
 * The row focused last, drawn as fields wherever it is, so scrolling away from it while typing keeps its field. A row
 * asked for as fields from its text (focus or click) gets the focus in its field once drawn, the caret where asked.
 */
function useActiveRow() {
  const [active, setActive] = useState<{ key: number; caret?: number }>({ key: -1 });
  const onActivate = useCallback((key: number, caret: number) => setActive({ key, caret }), []);
  const onFocus = useCallback((event: FocusEvent) => {
    const key = rowKeyOf(event);
    if (key !== -1) setActive((current) => (current.key === key ? current : { key }));
  }, []);
  useLayoutEffect(() => {
    if (active.caret === undefined) return;
    const field = document.querySelector<HTMLTextAreaElement>(`[data-row-key="${active.key}"] textarea[data-paragraph]`);
    field?.focus();
    field?.setSelectionRange(active.caret, active.caret);
  }, [active]);
  return { active: active.key, onActivate, onFocus };
}

/**
 * Every paragraph, in groups of GROUP_SIZE (docs/decisions.md §1604, §2560): as fields near the screen and where the
 * focus is, as text elsewhere (§2580).
 */
export function ParagraphGroups({ paragraphs, current, ...shared }: GroupsProps) {
  const { ref, isNear } = useNearGroups();
  const { active, onActivate, onFocus } = useActiveRow();
  const groups: { start: number; paragraphs: readonly EditorParagraph[] }[] = [];
  for (let start = 0; start < paragraphs.length; start += GROUP_SIZE)
    groups.push({ start, paragraphs: paragraphs.slice(start, start + GROUP_SIZE) });
  return (
    <div role="none" onFocus={onFocus}>
      {groups.map((group) => {
        const holds = (index: number) => index >= group.start && index < group.start + group.paragraphs.length;
        return (
          <ParagraphGroup
            key={group.start}
            {...shared}
            start={group.start}
            paragraphs={group.paragraphs}
            current={holds(current) ? current : -1}
            near={isNear(group.start)}
            active={group.paragraphs.some((p) => p.key === active) ? active : -1}
            onActivate={onActivate}
            groupRef={ref}
          />
        );
      })}
    </div>
  );
}
