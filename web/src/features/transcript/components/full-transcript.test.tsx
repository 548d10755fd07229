import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { act, cleanup, i18n, render, screen, userEvent, within } from '../../../testing/test-utils.tsx';
import { FullTranscript, type TranscriptItem } from './full-transcript.tsx';

const transcripts: TranscriptItem[] = [
  { id: 1, language: 'English', text: 'The carvers of Azrou carve cedar. A carver learns carving young. The cedar smells of the forest.' },
  { id: 2, language: 'الدارجة المغربية', text: 'كنا كنخدمو الأرز فأزرو. الأرزة كبيرة، وأحيدوس فالعرس. إحيدوس ماشي غير رقصة. أَحِيدُوس زوين.' },
  { id: 3, language: 'French', text: 'Le cèdre d’Azrou. Le cedre sent la forêt. (1+1) *' },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

function setup(items = transcripts) {
  const user = userEvent.setup();
  render(<FullTranscript transcripts={items} />);
  const text = () => screen.getByTestId('transcript-text');
  const marks = () => text().querySelectorAll('mark');
  const counter = () => screen.getByTestId('match-counter').textContent;
  const search = async (value: string) => {
    await user.clear(screen.getByRole('searchbox'));
    await user.type(screen.getByRole('searchbox'), value);
  };
  return { user, text, marks, counter, search };
}

describe('FullTranscript', () => {
  it('shows one button per language and marks each text with its lang and dir', async () => {
    const { user, text } = setup();
    const group = screen.getByRole('group', { name: 'Transcript language' });
    const buttons = within(group).getAllByRole('button');
    expect(buttons.map((b) => b.textContent)).toEqual(['English', 'الدارجة المغربية', 'French']);
    expect(buttons[0]).toHaveAttribute('aria-pressed', 'true');
    expect(text()).toHaveAttribute('lang', 'en');
    expect(text()).toHaveAttribute('dir', 'ltr');

    await user.click(buttons[1]!);
    expect(buttons[1]).toHaveAttribute('aria-pressed', 'true');
    expect(text()).toHaveAttribute('lang', 'ar');
    expect(text()).toHaveAttribute('dir', 'rtl');

    await user.click(buttons[2]!);
    expect(text()).toHaveAttribute('lang', 'fr');
    expect(text()).toHaveAttribute('dir', 'ltr');
  });

  it('says a machine transcript has not been checked, until staff mark it corrected', async () => {
    const { user } = setup([
      { id: 1, language: 'English', text: 'Words.', machine_generated: true, corrected: false },
      { id: 2, language: 'French', text: 'Mots.', machine_generated: true, corrected: true },
    ]);
    expect(screen.getByRole('note')).toHaveTextContent('made by speech recognition and has not yet been checked');
    await user.click(screen.getByRole('button', { name: 'French' }));
    expect(screen.queryByRole('note')).toBeNull();
  });

  it('highlights whole words containing the term and counts them as n / total', async () => {
    const { marks, counter, search } = setup();
    expect(counter()).toBe('');
    await search('carv');
    expect([...marks()].map((m) => m.textContent)).toEqual(['carvers', 'carve', 'carver', 'carving']);
    expect(counter()).toBe('1 / 4');
    expect(marks()[0]).toHaveAttribute('data-current', 'true');
    expect(screen.getByRole('status')).toHaveTextContent('Match 1 of 4');
  });

  it('navigates matches with wrap-around in both directions', async () => {
    const { user, marks, counter, search } = setup();
    await search('cedar');
    expect(counter()).toBe('1 / 2');
    const previous = screen.getByRole('button', { name: 'Previous match' });
    const next = screen.getByRole('button', { name: 'Next match' });
    await user.click(previous);
    expect(counter()).toBe('2 / 2');
    expect(marks()[1]).toHaveAttribute('data-current', 'true');
    await user.click(next);
    expect(counter()).toBe('1 / 2');
    await user.click(next);
    await user.click(next);
    expect(counter()).toBe('1 / 2');
    await user.type(screen.getByRole('searchbox'), '{Enter}');
    expect(counter()).toBe('2 / 2');
    await user.type(screen.getByRole('searchbox'), '{Shift>}{Enter}{/Shift}');
    expect(counter()).toBe('1 / 2');
  });

  it('matches Arabic ignoring hamza forms and tashkeel', async () => {
    const { user, marks, counter, search } = setup();
    await user.click(screen.getByRole('button', { name: 'الدارجة المغربية' }));
    await search('احيدوس');
    // وأحيدوس (attached conjunction), إحيدوس, أَحِيدُوس: the whole word is highlighted, in the original spelling.
    expect([...marks()].map((m) => m.textContent)).toEqual(['وأحيدوس', 'إحيدوس', 'أَحِيدُوس']);
    expect(counter()).toBe('1 / 3');
    await search('الارزه');
    expect([...marks()].map((m) => m.textContent)).toEqual(['الأرزة']);
  });

  it('ignores Latin accents and treats special characters literally', async () => {
    const { user, marks, counter, search } = setup();
    await user.click(screen.getByRole('button', { name: 'French' }));
    await search('cedre');
    expect([...marks()].map((m) => m.textContent)).toEqual(['cèdre', 'cedre']);
    await search('(1+1)');
    expect([...marks()].map((m) => m.textContent)).toEqual(['(1+1)']);
    await search('.*');
    expect(marks()).toHaveLength(0);
    expect(counter()).toBe('0 / 0');
    expect(screen.getByRole('status')).toHaveTextContent('No matches');
    expect(screen.getByRole('button', { name: 'Next match' })).toBeDisabled();
  });

  it('starts again at the first match in another language and keeps the text', async () => {
    const { user, counter, search } = setup();
    await search('the');
    await user.click(screen.getByRole('button', { name: 'Next match' }));
    expect(counter()).toBe('2 / 3');
    await user.click(screen.getByRole('button', { name: 'French' }));
    expect(screen.getByRole('searchbox')).toHaveValue('the');
    expect(counter()).toBe('0 / 0');
    await user.click(screen.getByRole('button', { name: 'English' }));
    expect(counter()).toBe('1 / 3');
  });

  it('scrolls the current match into view after 100 ms', async () => {
    const scroll = vi.fn();
    Element.prototype.scrollIntoView = scroll;
    const { marks, search } = setup();
    await search('cedar');
    vi.useFakeTimers();
    try {
      scroll.mockClear();
      act(() => screen.getByRole('button', { name: 'Next match' }).click());
      act(() => vi.advanceTimersByTime(99));
      expect(scroll).not.toHaveBeenCalled();
      act(() => vi.advanceTimersByTime(1));
      expect(scroll).toHaveBeenCalledTimes(1);
      expect(scroll.mock.contexts[0]).toBe(marks()[1]);
    } finally {
      vi.useRealTimers();
    }
  });

  it('opens on the Arabic-script transcript on an Arabic page, where الأرز is found', async () => {
    await act(() => i18n.changeLanguage('ar'));
    try {
      const { text, counter, search } = setup();
      const group = screen.getByRole('group');
      expect(within(group).getByRole('button', { name: 'الدارجة المغربية' })).toHaveAttribute('aria-pressed', 'true');
      expect(text()).toHaveAttribute('lang', 'ar');
      await search('الأرز');
      expect(counter()).toBe('1 / 2');
      cleanup();
      // Without an Arabic-script transcript the first one opens.
      setup([transcripts[0]!, transcripts[2]!]);
      expect(within(screen.getByRole('group')).getByRole('button', { name: 'English' })).toHaveAttribute('aria-pressed', 'true');
    } finally {
      await act(() => i18n.changeLanguage('en'));
    }
  });

  it('says when there is no transcript', () => {
    render(<FullTranscript transcripts={[]} />);
    expect(screen.getByText('No transcript available.')).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
  });
});
