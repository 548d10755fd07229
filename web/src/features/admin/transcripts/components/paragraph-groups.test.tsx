import { useCallback, useState } from 'react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, cleanup, i18n, renderApp, screen, userEvent, within } from '../../../../testing/test-utils.tsx';
import { type EditorParagraph, readParagraphs } from '../editor-model.ts';
import { ParagraphGroups } from './paragraph-groups.tsx';

// The every-paragraph mode's rows far from the screen (docs/decisions.md §2580): text until focused or clicked, then
// the field. jsdom has no intersection observer: a stand-in tells which groups are near the screen, as the browser's would.

const observed = new Set<Element>();
let report: (entries: { target: Element; isIntersecting: boolean }[]) => void = () => undefined;
class StandInObserver {
  constructor(callback: (entries: { target: Element; isIntersecting: boolean }[]) => void) {
    report = callback;
  }
  observe(element: Element) {
    observed.add(element);
  }
  unobserve(element: Element) {
    observed.delete(element);
  }
  disconnect() {
    observed.clear();
  }
}

const TEXT = Array.from(
  { length: 100 },
  (_, i) => `[00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] Passage ${i + 1}.`,
);

function Editor() {
  const [paragraphs, setParagraphs] = useState<EditorParagraph[]>(() => readParagraphs(TEXT.join('\n\n'), [], ''));
  const onChange = useCallback(
    (index: number, patch: Partial<EditorParagraph>) => setParagraphs((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p))),
    [],
  );
  return (
    <div role="list" aria-label="Paragraphs">
      <ParagraphGroups
        paragraphs={paragraphs}
        total={paragraphs.length}
        speakers={[]}
        onChange={onChange}
        onSeek={() => undefined}
        editable
        current={-1}
        unsure={new Map()}
      />
    </div>
  );
}

const list = () => within(screen.getByRole('list', { name: 'Paragraphs' }));
const fields = () =>
  list()
    .getAllByRole('textbox')
    .filter((box) => box instanceof HTMLTextAreaElement);
const group = (start: number) => [...observed].find((element) => (element as HTMLElement).dataset.groupStart === String(start))!;

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
beforeEach(() => {
  vi.stubGlobal('IntersectionObserver', StandInObserver);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  observed.clear();
});

// 100 paragraphs drawn in jsdom, some twice: seconds on a loaded machine.
describe('every paragraph, far rows as text', { timeout: 20_000 }, () => {
  it('keeps every paragraph a text box by name, and draws fields only in the groups near the screen', () => {
    renderApp(<Editor />);
    expect(list().getAllByRole('textbox')).toHaveLength(100);
    expect(fields()).toHaveLength(25);
    expect(list().getByRole('textbox', { name: 'Paragraph 80' })).toHaveTextContent('Passage 80.');
    expect(list().getAllByRole('combobox')).toHaveLength(50);

    act(() =>
      report([
        { target: group(0), isIntersecting: false },
        { target: group(50), isIntersecting: true },
      ]),
    );
    expect(fields().map((field) => field.getAttribute('aria-label'))).toEqual(Array.from({ length: 25 }, (_, i) => `Paragraph ${i + 51}`));
  });

  it('turns a far paragraph into its field when clicked or reached by Tab, the focus and the caret in it', async () => {
    renderApp(<Editor />);
    const user = userEvent.setup({ delay: null });
    await user.click(list().getByRole('textbox', { name: 'Paragraph 80' }));
    const eighty = list().getByRole('textbox', { name: 'Paragraph 80' });
    expect(eighty).toBeInstanceOf(HTMLTextAreaElement);
    expect(eighty).toHaveFocus();
    // jsdom cannot tell where in the text a click fell: the caret goes to the end.
    await user.keyboard(' Sung.');
    expect(eighty).toHaveValue('Passage 80. Sung.');

    // From the keyboard, the caret at the start; the row left stays text again, with what was typed.
    await user.tab();
    const next = list().getByRole('textbox', { name: 'Paragraph 81' });
    expect(next).toBeInstanceOf(HTMLTextAreaElement);
    expect(next).toHaveFocus();
    await user.keyboard('Then: ');
    expect(next).toHaveValue('Then: Passage 81.');
    expect(list().getByRole('textbox', { name: 'Paragraph 80' })).toHaveTextContent('Passage 80. Sung.');
  });
});
