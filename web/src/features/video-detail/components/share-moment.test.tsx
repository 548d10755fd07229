import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, i18n, render, screen, userEvent } from '../../../testing/test-utils.tsx';
import { ShareMoment } from './share-moment.tsx';

afterEach(cleanup);

const link = (seconds: number) => `https://archive.example/archive/7?t=${seconds}`;

describe('ShareMoment', () => {
  it('names the time of the link it copied, and keeps it while the playhead moves on', async () => {
    await i18n.changeLanguage('en');
    const user = userEvent.setup();
    const { rerender } = render(<ShareMoment url={link(2)} seconds={2} />);
    await user.click(screen.getByRole('button', { name: 'Share this moment' }));
    expect(await navigator.clipboard.readText()).toBe(link(2));
    expect(screen.getByRole('status')).toHaveTextContent('Link to 00:00:02 copied.');
    // Playback goes on: the button would now copy a later moment, but what was copied has not changed.
    for (const seconds of [3, 7]) {
      rerender(<ShareMoment url={link(seconds)} seconds={seconds} />);
      expect(screen.getByRole('status')).toHaveTextContent('Link to 00:00:02 copied.');
    }
    await user.click(screen.getByRole('button', { name: 'Share this moment' }));
    expect(await navigator.clipboard.readText()).toBe(link(7));
    expect(screen.getByRole('status')).toHaveTextContent('Link to 00:00:07 copied.');
  });
});
