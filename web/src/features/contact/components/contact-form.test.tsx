import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { cleanup, i18n, renderApp, screen, userEvent } from '../../../testing/test-utils.tsx';
import { ApiError } from '../../../lib/api-client.ts';
import type { TextKey } from '../../../lib/i18n-keys.ts';
import { contactErrorKey } from '../api/send-contact.ts';
import { ContactForm } from './contact-form.tsx';

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

function renderForm() {
  renderApp(<ContactForm />);
}

describe('ContactForm validation (docs/behaviour.md §5)', () => {
  it('shows each required message under its field and blocks submission', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Email address is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
    expect(screen.getByLabelText(/Full name/)).toHaveAttribute('aria-invalid', 'true');
    expect(screen.getByLabelText(/Subject/)).not.toHaveAttribute('aria-invalid');
  });

  it('requires a trimmed name and message, and an email with no spaces, an @ and a dot', async () => {
    const user = userEvent.setup();
    renderForm();
    await user.type(screen.getByLabelText(/Full name/), '   ');
    await user.type(screen.getByLabelText(/Email address/), 'me@example');
    await user.type(screen.getByLabelText(/^Message/), '  ');
    await user.click(screen.getByRole('button', { name: 'Send Message' }));
    expect(await screen.findByText('Please enter a valid email address')).toBeInTheDocument();
    expect(screen.getByText('Full name is required')).toBeInTheDocument();
    expect(screen.getByText('Message is required')).toBeInTheDocument();
  });

  it('shows the messages in Arabic when the page is Arabic', async () => {
    await i18n.changeLanguage('ar');
    const user = userEvent.setup();
    renderForm();
    await user.click(screen.getByRole('button', { name: 'إرسال الرسالة' }));
    expect(await screen.findByText('الاسم الكامل مطلوب')).toBeInTheDocument();
    expect(screen.getByText('البريد الإلكتروني مطلوب')).toBeInTheDocument();
    // An email address reads left to right even on an Arabic page; the name follows the page.
    expect(screen.getByRole('textbox', { name: /البريد الإلكتروني/ })).toHaveAttribute('dir', 'ltr');
    expect(screen.getByRole('textbox', { name: /الاسم الكامل/ })).not.toHaveAttribute('dir');
  });
});

describe('contactErrorKey (docs/behaviour.md §8)', () => {
  it('maps each failure to its message', () => {
    const t = (key: TextKey<'contact'>) => i18n.t(key, { ns: 'contact' });
    expect(t(contactErrorKey(new ApiError('Request timed out', 0, null, true)))).toBe(
      'Request timed out. Please check your internet connection and try again.',
    );
    expect(t(contactErrorKey(new ApiError('x', 404)))).toBe('Contact form service is currently unavailable. Please try again later.');
    expect(t(contactErrorKey(new ApiError('x', 500)))).toBe(
      'Server error. The contact form service is temporarily unavailable. Please try again later.',
    );
    expect(t(contactErrorKey(new ApiError('x', 503)))).toBe(
      'Server error. The contact form service is temporarily unavailable. Please try again later.',
    );
    expect(t(contactErrorKey(new ApiError('x', 400)))).toBe('Invalid form data. Please check your information and try again.');
    expect(t(contactErrorKey(new ApiError('x', 401)))).toBe('Authentication required. Please refresh the page and try again.');
    expect(t(contactErrorKey(new ApiError('x', 403)))).toBe('Access denied. Please try again later.');
    expect(t(contactErrorKey(new ApiError('x', 429)))).toBe('Failed to submit contact form. Please try again later.');
    expect(t(contactErrorKey(new ApiError('No response received from server', 0)))).toBe(
      'Failed to submit contact form. Please try again later.',
    );
    expect(t(contactErrorKey(new TypeError('odd')))).toBe('Failed to send message. Please try again.');
  });
});
