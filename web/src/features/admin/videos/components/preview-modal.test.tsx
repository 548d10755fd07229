import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, render, screen } from '../../../../testing/test-utils.tsx';
import { mediaFixture } from '../../../video-detail/testing/media-fixture.ts';
import { PreviewModal } from './preview-modal.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

describe('preview link to the video host', () => {
  it('links a web address', () => {
    render(<PreviewModal video={mediaFixture({ url: 'https://youtu.be/PCKSiDbtPZ9' })} onClose={() => {}} />);
    expect(screen.getByRole('link', { name: 'open the video on YouTube.' })).toHaveAttribute('href', 'https://youtu.be/PCKSiDbtPZ9');
  });

  // A row saved before URLs were checked may still hold one: it is never a link.
  it.each(['javascript:alert(1)', 'data:text/html,x', 'not a url'])('never links %s', (url) => {
    render(<PreviewModal video={mediaFixture({ url })} onClose={() => {}} />);
    expect(screen.queryByRole('link', { name: 'open the video on YouTube.' })).not.toBeInTheDocument();
  });
});
