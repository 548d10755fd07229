import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { cleanup, i18n, renderApp, screen, userEvent } from '../../../testing/test-utils.tsx';
import { accessRequestErrorKey } from '../api/send-access-request.ts';
import { RequestAccessForm } from './request-access-form.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('RequestAccessForm (docs/behaviour.md §401)', () => {
  it('shows each required message under its labelled field and sends nothing', async () => {
    const user = userEvent.setup();
    renderApp(<RequestAccessForm mediaId={1} />);
    expect(screen.getByRole('heading', { name: 'Request access' })).toBeInTheDocument();
    await user.type(screen.getByLabelText(/Email address/), 'me@example');
    await user.click(screen.getByRole('button', { name: 'Send request' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Purpose is required')).toBeInTheDocument();
    const purpose = screen.getByRole('textbox', { name: /Purpose/ });
    expect(purpose).toHaveAttribute('aria-invalid', 'true');
    expect(purpose).toHaveAccessibleDescription(/why you would like to listen.*Purpose is required/);
  });

  it('speaks Arabic on an Arabic page, the address still left to right', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    renderApp(<RequestAccessForm mediaId={1} />);
    await user.click(screen.getByRole('button', { name: 'إرسال الطلب' }));
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('الغرض مطلوب')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveAttribute('dir', 'ltr');
  });

  it('names a refusal by its code', () => {
    const t = (error: unknown) => i18n.t(accessRequestErrorKey(error), { ns: 'accessRequest' });
    expect(t(new ApiError('x', 429, { code: 'rate_limited', message: 'x' }))).toBe(
      'Too many requests from your network. Please try again later.',
    );
    expect(t(new ApiError('x', 404, { code: 'not_found', message: 'x' }))).toBe('This interview cannot be requested.');
    expect(t(new ApiError('x', 500, null))).toBe('Failed to send the request. Please try again later.');
  });
});
