import type { ReactNode } from 'react';
import { FormProvider, useForm } from 'react-hook-form';
import { afterEach, describe, expect, it } from 'vitest';
import type { ConsentState } from '#contracts/publish-checklist';
import { cleanup, i18n, renderApp, screen, within } from '../../../../testing/test-utils.tsx';
import { PublishChecklistPanel } from './publish-checklist-panel.tsx';
import { emptyVideoForm, type VideoFormValues } from './video-form-schema.ts';

/** The wizard's form around the panel, with a public video that has captions, a summary and a place. */
function Form({ children }: { children: ReactNode }) {
  const form = useForm<VideoFormValues>({
    defaultValues: {
      ...emptyVideoForm(),
      visibility: 'public',
      url: 'https://youtu.be/abcdefghijk',
      description: 'About it',
      region: 'Galilee',
      transcripts: [{ language: 'English', text: '[00:00:01] Words.' }],
    },
  });
  return <FormProvider {...form}>{children}</FormProvider>;
}

const renderPanel = (consent: ConsentState | null, mode: 'warn' | 'require' | null = 'require') =>
  renderApp(
    <Form>
      <PublishChecklistPanel mode={mode} consent={consent} />
    </Form>,
  );
const consentRow = () => screen.getByText(i18n.t('adminVideos:publishChecklist.items.consent')).closest('li')!;

afterEach(async () => {
  cleanup();
  await i18n.changeLanguage('en');
});

describe('PublishChecklistPanel: the consent item (docs/behaviour.md §701)', () => {
  it("shows the server's consent item for a saved interview: required and missing, so not ready", async () => {
    await i18n.changeLanguage('en');
    renderPanel({ required: true, done: false });
    const row = within(consentRow());
    expect(row.getByText('Consent: a release from each narrator')).toBeInTheDocument();
    expect(row.getByText('Missing')).toBeInTheDocument();
    expect(row.getByText('(Required)')).toBeInTheDocument();
    expect(screen.queryByText('Nothing required is missing.')).not.toBeInTheDocument();
  });

  it('a release on file makes it done and the list ready; advised under warn', async () => {
    await i18n.changeLanguage('en');
    renderPanel({ required: false, done: true }, 'warn');
    const row = within(consentRow());
    expect(row.getByText('Done')).toBeInTheDocument();
    expect(row.getByText('(Advised)')).toBeInTheDocument();
    expect(screen.getByText('Nothing required is missing.')).toBeInTheDocument();
  });

  it('a new interview says consent is checked once saved, in Arabic too', async () => {
    await i18n.changeLanguage('ar');
    renderPanel(null, null);
    const row = within(consentRow());
    expect(row.getByText('الموافقة: إذن من كل راوٍ')).toBeInTheDocument();
    expect(row.getByText('غير معروف بعد')).toBeInTheDocument();
    expect(row.getByText('(يُتحقق منها بعد حفظ المقابلة)')).toBeInTheDocument();
  });
});
