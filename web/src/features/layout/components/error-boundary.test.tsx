import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { cleanup, i18n, render, screen, userEvent } from '../../../testing/test-utils.tsx';
import { ErrorBoundary } from './error-boundary.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

let shouldThrow: unknown = null;
function Fragile() {
  if (shouldThrow !== null) throw shouldThrow;
  return <p>All good</p>;
}

describe('ErrorBoundary', () => {
  it('shows Something went wrong with the message, and Try Again renders the page again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = userEvent.setup();
    shouldThrow = new Error('Boom in the page');
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Something went wrong' })).toBeInTheDocument();
    expect(screen.getByText('Boom in the page')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reload Page' })).toBeInTheDocument();
    shouldThrow = null;
    await user.click(screen.getByRole('button', { name: 'Try Again' }));
    expect(screen.getByText('All good')).toBeInTheDocument();
  });

  it('falls back to "An unexpected error occurred" when the error has no message', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    shouldThrow = 'not an Error';
    render(
      <ErrorBoundary>
        <Fragile />
      </ErrorBoundary>,
    );
    expect(screen.getByText('An unexpected error occurred')).toBeInTheDocument();
    shouldThrow = null;
  });
});
