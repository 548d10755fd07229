import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, i18n, render, screen } from '../../../testing/test-utils.tsx';
import { OpenStandardLinks } from './open-standard-links.tsx';

afterEach(cleanup);

describe('OpenStandardLinks', () => {
  it('links the IIIF manifest behind the IIIF logo and the OHMS export, in English and Arabic', async () => {
    await i18n.changeLanguage('en');
    render(<OpenStandardLinks videoId="7" />);
    expect(screen.getByRole('link', { name: 'IIIF manifest' })).toHaveAttribute('href', '/iiif/7/manifest');
    expect(screen.getByRole('link', { name: 'IIIF manifest' }).querySelector('svg')).not.toBeNull();
    expect(screen.getByRole('link', { name: 'Download OHMS XML' })).toHaveAttribute('href', '/api/v/media/7/ohms.xml');
    cleanup();
    await i18n.changeLanguage('ar');
    render(<OpenStandardLinks videoId="7" />);
    expect(screen.getByRole('heading', { name: 'إعادة استخدام هذه المقابلة' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'بيان IIIF' })).toHaveAttribute('href', '/iiif/7/manifest');
  });
});
