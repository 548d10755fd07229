import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, i18n, render, screen, userEvent } from '../../../testing/test-utils.tsx';
import { SegmentedTranscript, type SegmentItem } from './segmented-transcript.tsx';

const segments: SegmentItem[] = [
  {
    segmentNumber: 1,
    title: 'Opening',
    startTime: '00:00:00',
    endTime: '00:06:40',
    description: 'Greetings in the courtyard.',
    transcript: 'Welcome to Azrou.',
  },
  {
    segmentNumber: 2,
    title: 'الورشة',
    startTime: '00:06:40',
    endTime: '00:18:55',
    description: 'داخل الورشة.',
    transcript: 'كنا كنحلو فالفجر.',
  },
  { segmentNumber: 3, title: 'One minute', startTime: '00:18:55', endTime: '00:19:55', description: '', transcript: '' },
  { segmentNumber: 4, title: 'A short song', startTime: '00:19:55', endTime: '00:20:40', description: '', transcript: '' },
];

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('SegmentedTranscript', () => {
  it('lists collapsed segments with title and whole minutes', () => {
    render(<SegmentedTranscript segments={segments} activeNumber={null} onPlay={vi.fn()} />);
    const toggles = screen.getAllByRole('button', { expanded: false });
    expect(toggles).toHaveLength(4);
    expect(toggles[0]).toHaveTextContent('Opening6 min');
    expect(toggles[1]).toHaveTextContent('الورشة12 min');
    expect(toggles[2]).toHaveTextContent('One minute1 min');
    // Under a minute: seconds, never "0 min".
    expect(toggles[3]).toHaveTextContent('A short song45 s');
    expect(screen.queryByText('Greetings in the courtyard.')).not.toBeVisible();
  });

  it('opens a segment to show its description and transcript, and closes it again', async () => {
    const user = userEvent.setup();
    const onPlay = vi.fn();
    render(<SegmentedTranscript segments={segments} activeNumber={null} onPlay={onPlay} />);
    const toggle = screen.getByRole('button', { name: /الورشة/ });
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByText('داخل الورشة.')).toBeVisible();
    expect(screen.getByText('كنا كنحلو فالفجر.')).toHaveAttribute('dir', 'auto');
    await user.click(screen.getByRole('button', { name: 'Play from 00:06:40' }));
    expect(onPlay).toHaveBeenCalledWith(segments[1]);
    await user.click(toggle);
    expect(toggle).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('داخل الورشة.')).not.toBeVisible();
  });

  it('opens and marks the active segment (deep link), and opens a newly active one', () => {
    const { rerender } = render(<SegmentedTranscript segments={segments} activeNumber={2} onPlay={vi.fn()} />);
    expect(screen.getByRole('button', { name: /الورشة/ })).toHaveAttribute('aria-expanded', 'true');
    expect(screen.getByRole('button', { name: /Opening/ })).toHaveAttribute('aria-expanded', 'false');
    expect(document.querySelector('[aria-current="true"]')).toHaveAttribute('data-segment', '2');
    rerender(<SegmentedTranscript segments={segments} activeNumber={1} onPlay={vi.fn()} />);
    expect(screen.getByRole('button', { name: /Opening/ })).toHaveAttribute('aria-expanded', 'true');
    expect(document.querySelector('[aria-current="true"]')).toHaveAttribute('data-segment', '1');
  });

  it('follows playback: the segment playing is open, the one it leaves closes unless the visitor opened it', async () => {
    const user = userEvent.setup();
    const { rerender } = render(<SegmentedTranscript segments={segments} activeNumber={1} onPlay={vi.fn()} />);
    const toggle = (name: RegExp) => screen.getByRole('button', { name });
    expect(toggle(/Opening/)).toHaveAttribute('aria-expanded', 'true');
    // The visitor opens segment 3 themselves.
    await user.click(toggle(/One minute/));
    rerender(<SegmentedTranscript segments={segments} activeNumber={2} onPlay={vi.fn()} />);
    expect(toggle(/الورشة/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/Opening/)).toHaveAttribute('aria-expanded', 'false');
    expect(toggle(/One minute/)).toHaveAttribute('aria-expanded', 'true');
    // Closing the segment playing closes it, while it plays.
    await user.click(toggle(/الورشة/));
    expect(toggle(/الورشة/)).toHaveAttribute('aria-expanded', 'false');
    rerender(<SegmentedTranscript segments={segments} activeNumber={4} onPlay={vi.fn()} />);
    expect(toggle(/A short song/)).toHaveAttribute('aria-expanded', 'true');
    expect(toggle(/One minute/)).toHaveAttribute('aria-expanded', 'true');
  });

  it('uses Arabic plural forms for minutes', async () => {
    await i18n.changeLanguage('ar');
    try {
      render(<SegmentedTranscript segments={segments} activeNumber={null} onPlay={vi.fn()} />);
      expect(screen.getByRole('button', { name: /Opening/ })).toHaveTextContent('6 دقائق');
      expect(screen.getByRole('button', { name: /One minute/ })).toHaveTextContent('دقيقة واحدة');
      expect(screen.getByRole('button', { name: /الورشة/ })).toHaveTextContent('12 دقيقة');
      expect(screen.getByRole('button', { name: /A short song/ })).toHaveTextContent('45 ثانية');
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says when there are no segments', () => {
    render(<SegmentedTranscript segments={[]} activeNumber={null} onPlay={vi.fn()} />);
    expect(screen.getByText('No segmented transcript available.')).toBeInTheDocument();
  });
});
