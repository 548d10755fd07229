import { afterEach, describe, expect, it } from 'vitest';
import { cleanup, i18n, render, screen } from '../../../testing/test-utils.tsx';
import { AccessNotice } from './access-notice.tsx';

afterEach(cleanup);

const passage = { startSeconds: 60, endSeconds: 120, reason: "at the narrator's request", until: '2040-01-01' };

describe('AccessNotice', () => {
  it('says a sealed interview opens on its day, lists withheld passages, and keeps a place for the request form', async () => {
    await i18n.changeLanguage('en');
    render(<AccessNotice video={{ access: 'sealed', sealedUntil: '2040-01-01', withheld: [passage] }} />);
    expect(screen.getByRole('heading', { name: 'Sealed until January 1, 2040' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: '1 passage withheld' })).toBeInTheDocument();
    expect(screen.getByText(/Passage withheld until January 1, 2040/)).toBeInTheDocument();
    expect(screen.getByText("(at the narrator's request)")).toHaveAttribute('dir', 'auto');
    expect(screen.getByText('Researchers can ask to see the recording and transcripts of this interview.')).toHaveAttribute(
      'data-slot',
      'request-access',
    );
  });

  it('says it in Arabic, and shows nothing for an open, whole interview', async () => {
    await i18n.changeLanguage('ar');
    render(
      <AccessNotice
        video={{ access: 'on_request', sealedUntil: null, withheld: [passage, { ...passage, startSeconds: 130, endSeconds: 140 }] }}
      />,
    );
    expect(screen.getByRole('heading', { name: 'متاحة عند الطلب' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'مقطعان محجوبان' })).toBeInTheDocument();
    expect(screen.getByText('يمكن للباحثين طلب الاطلاع على تسجيل هذه المقابلة ونصوصها.')).toBeInTheDocument();
    cleanup();
    const { container } = render(<AccessNotice video={{ access: 'open', sealedUntil: null, withheld: [] }} />);
    expect(container).toBeEmptyDOMElement();
  });
});
