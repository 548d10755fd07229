import { memo } from 'react';
import type { EditorParagraph } from '../editor-model.ts';
import { ParagraphRow, type RowProps } from './paragraph-row.tsx';

/**
 * Paragraphs per group in the every-paragraph mode: a group is memoised whole, so a key typed draws one group again and
 * in it one row; twenty-five rows are about three screens (docs/decisions.md §2560). No group is skipped by the
 * browser far from the screen: Chromium leaves what it skips out of its accessibility tree, and this mode is for
 * screen readers (§2561).
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
}

/** Unchanged when it holds the same paragraphs (each the same object) and nothing else it draws moved. */
function sameGroup(a: GroupProps, b: GroupProps): boolean {
  if (a.paragraphs.length !== b.paragraphs.length) return false;
  for (let i = 0; i < a.paragraphs.length; i++) if (a.paragraphs[i] !== b.paragraphs[i]) return false;
  return (
    a.start === b.start &&
    a.current === b.current &&
    a.total === b.total &&
    a.speakers === b.speakers &&
    a.onChange === b.onChange &&
    a.onSeek === b.onSeek &&
    a.editable === b.editable &&
    a.unsure === b.unsure
  );
}

/** A group of rows, memoised on its paragraphs: a key typed draws one group again, and in it one row. */
const ParagraphGroup = memo(function ParagraphGroup({ paragraphs, start, current, unsure, ...row }: GroupProps) {
  return (
    <div role="none">
      {paragraphs.map((paragraph, offset) => (
        <ParagraphRow
          key={paragraph.key}
          {...row}
          paragraph={paragraph}
          index={start + offset}
          current={start + offset === current}
          unsure={unsure.get(paragraph.key)}
        />
      ))}
    </div>
  );
}, sameGroup);

/** Every paragraph, in groups of GROUP_SIZE (docs/decisions.md §1604, §2560). */
export function ParagraphGroups({ paragraphs, current, ...shared }: GroupsProps) {
  const groups: { start: number; paragraphs: readonly EditorParagraph[] }[] = [];
  for (let start = 0; start < paragraphs.length; start += GROUP_SIZE)
    groups.push({ start, paragraphs: paragraphs.slice(start, start + GROUP_SIZE) });
  return groups.map((group) => (
    <ParagraphGroup
      key={group.start}
      {...shared}
      start={group.start}
      paragraphs={group.paragraphs}
      current={current >= group.start && current < group.start + group.paragraphs.length ? current : -1}
    />
  ));
}
