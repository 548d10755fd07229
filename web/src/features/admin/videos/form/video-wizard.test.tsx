import type { ReactElement } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Role } from '#contracts/permissions';
import { cleanup, i18n, renderApp as renderAnyone, screen, userEvent, within } from '../../../../testing/test-utils.tsx';
import { signedInQueryClient } from '../../kit/testing/signed-in.ts';
import { draftKey } from './draft.ts';
import { emptyVideoForm } from './video-form-schema.ts';
import { VideoWizard } from './video-wizard.tsx';

/** Renders as a signed-in staff member of `role` (an admin unless told): the wizard offers what the role may change. */
function renderApp(ui: ReactElement, role: Role = 'admin') {
  return renderAnyone(ui, { queryClient: signedInQueryClient(role) });
}

function renderWizard() {
  return renderApp(<VideoWizard initialValues={emptyVideoForm()} />);
}

/** Click and paste: as real as typing for these fields, and much faster in jsdom. */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

const next = () => screen.getByRole('button', { name: 'Save & Next' });

async function fillInformation(user: ReturnType<typeof userEvent.setup>) {
  await fill(user, screen.getByLabelText(/^Title/), 'A title');
  await fill(user, screen.getByLabelText(/^Description/), 'About it');
  await fill(user, screen.getByLabelText(/^Acknowledgement/), 'Thanks');
  await fill(user, screen.getByLabelText(/^Interview Date/), '2023-05-01');
  await fill(user, screen.getByLabelText(/^YouTube URL/), 'https://youtu.be/abcdefghijk');
  await fill(user, screen.getByLabelText(/^Topics/), 'music');
  await fill(user, screen.getByLabelText(/^Important People/), 'A person');
  await user.selectOptions(screen.getByLabelText(/^Original Language/), 'Tamazight');
  await user.selectOptions(screen.getByLabelText(/^Language/), 'English');
  await fill(user, screen.getByLabelText(/^Text/), 'Transcript text');
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  sessionStorage.clear();
});

describe('VideoWizard validation (docs/behaviour.md §5)', { timeout: 30_000 }, () => {
  it('shows the step 1 messages, clears a field error on edit and keeps later steps locked', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Segments' })).toBeDisabled();
    await user.selectOptions(screen.getByLabelText(/^Restriction/), '');
    await user.click(next());

    expect(await screen.findByText('Please fill in all required fields.')).toBeInTheDocument();
    for (const message of [
      'Title is required.',
      'Description is required.',
      'Acknowledgement is required.',
      'Restriction is required.',
      'Interview date is required.',
      'YouTube URL is required.',
      'Topics is required.',
      'Important people is required.',
      'Original language is required.',
      'Both language and text are required for each transcript.',
    ]) {
      expect(screen.getByText(message)).toBeInTheDocument();
    }
    expect(screen.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    await fill(user, screen.getByLabelText(/^Title/), 'x');
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).not.toHaveAttribute('aria-invalid');
    expect(screen.getByText('Description is required.')).toBeInTheDocument();
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Segments' })).toBeDisabled();
  });

  it('needs both language and text for each transcript', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillInformation(user);
    await user.click(screen.getByRole('button', { name: 'Add Language' }));
    await user.selectOptions(screen.getAllByLabelText(/^Language/)[1]!, 'Arabic');
    await user.click(next());
    expect(await screen.findByText('Both language and text are required for each transcript.')).toBeInTheDocument();
    expect(screen.getByText('Please fill in all required fields.')).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Remove Language' })[1]!);
    await user.click(next());
    expect(await screen.findByText('Step 2 of 3')).toBeInTheDocument();
  });

  it('renumbers segments from 1, numbers a new one count + 1 and checks every segment field', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await fillInformation(user);
    await user.click(next());
    await screen.findByText('Step 2 of 3');

    await user.click(next());
    expect(await screen.findByText('Please fill in all fields for each segment.')).toBeInTheDocument();

    const add = screen.getByRole('button', { name: 'Add Segment' });
    await user.click(add);
    await user.click(add);
    // Numbers are automatic: each segment is headed by its place in the list, and no number is typed.
    const numbers = () => screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent!.replace('Segment ', ''));
    expect(numbers()).toEqual(['1', '2', '3']);
    expect(screen.queryByLabelText(/^Number/)).not.toBeInTheDocument();
    await fill(user, screen.getAllByLabelText(/^Title/)[2]!, 'Third');
    await user.click(screen.getAllByRole('button', { name: 'Remove Segment' })[0]!);
    expect(numbers()).toEqual(['1', '2']);
    expect(screen.getAllByLabelText(/^Title/).map((input) => (input as HTMLInputElement).value)).toEqual(['', 'Third']);
    await user.click(add);
    expect(numbers()).toEqual(['1', '2', '3']);
    await user.click(screen.getAllByRole('button', { name: 'Remove Segment' })[0]!);
    await user.click(screen.getAllByRole('button', { name: 'Remove Segment' })[1]!);
    expect(numbers()).toEqual(['1']);

    const segment = screen.getByRole('listitem', { name: 'Segment 1' });
    await fill(user, within(segment).getByLabelText(/^Start Time/), '00:00:00');
    await fill(user, within(segment).getByLabelText(/^End Time/), '5 minutes');
    await fill(user, within(segment).getByLabelText(/^Description/), 'Opening');
    await user.click(next());
    expect(await screen.findByText('Use the form hh:mm:ss.')).toBeInTheDocument();
    await user.clear(within(segment).getByLabelText(/^End Time/));
    await fill(user, within(segment).getByLabelText(/^End Time/), '00:05:00');
    await user.click(next());
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeInTheDocument();
  });

  it('gives a new participant role 1 and checks every participant field', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(
      draftKey(),
      JSON.stringify({
        values: {
          ...emptyVideoForm(),
          title: 'T',
          description: 'D',
          acknowledgement: 'A',
          interview_date: '2023-01-01',
          url: 'https://youtu.be/abcdefghijk',
          topics: 't',
          important_people: 'p',
          original_language: 'l',
          transcripts: [{ language: 'en', text: 'x' }],
          segments: [{ number: '1', title: 's', start_time: '00:00:00', end_time: '00:01:00', description: 'd', transcript: '' }],
        },
        step: 2,
        maxStep: 2,
      }),
    );
    renderWizard();
    expect(screen.getByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.getByText('A draft you had not saved was restored.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Role/)).toHaveDisplayValue('Host');
    expect(
      within(screen.getByLabelText(/^Role/))
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['Host', 'Guest']);
    await user.click(screen.getByRole('button', { name: 'Finish' }));
    expect(await screen.findByText('Please fill in all fields for each participant.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Add Participant' }));
    expect(screen.getAllByLabelText(/^Role/).map((input) => (input as HTMLSelectElement).value)).toEqual(['1', '1']);

    await user.click(screen.getByRole('button', { name: 'Discard draft' }));
    expect(screen.getByText('Step 1 of 3')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveValue('');
    expect(sessionStorage.getItem(draftKey())).toBeNull();
  });
});

describe('VideoWizard segment times', { timeout: 30_000 }, () => {
  /** Step 2 restored from a draft with a 10-minute video and these segment times. */
  function renderSegments(times: [string, string][]) {
    sessionStorage.setItem(
      draftKey(),
      JSON.stringify({
        values: {
          ...emptyVideoForm(),
          title: 'T',
          description: 'D',
          acknowledgement: 'A',
          interview_date: '2023-01-01',
          url: 'https://youtu.be/abcdefghijk',
          duration: '00:10:00',
          topics: 't',
          important_people: 'p',
          original_language: 'l',
          transcripts: [{ language: 'en', text: 'x' }],
          segments: times.map(([start_time, end_time], i) => ({
            number: String(i + 1),
            title: `S${i + 1}`,
            start_time,
            end_time,
            description: 'd',
            transcript: '',
          })),
        },
        step: 1,
        maxStep: 1,
      }),
    );
    renderWizard();
  }
  const field = (segment: number, label: RegExp) =>
    within(screen.getByRole('listitem', { name: `Segment ${segment}` })).getByLabelText(label);

  it.each([
    { name: 'a badly formatted time', times: [['00:00:00', '5 min']], segment: 1, label: /^End Time/, message: 'Use the form hh:mm:ss.' },
    {
      name: 'an end before the start',
      times: [['00:04:00', '00:03:00']],
      segment: 1,
      label: /^End Time/,
      message: 'The end time must be after the start time.',
    },
    {
      name: 'an end past the duration',
      times: [['00:00:00', '00:12:00']],
      segment: 1,
      label: /^End Time/,
      message: 'The segment must end within the video’s duration.',
    },
  ] as const)('refuses $name with its message next to the field and focuses it', async ({ times, segment, label, message }) => {
    const user = userEvent.setup({ delay: null });
    renderSegments(times.map((t) => [...t]));
    await user.click(next());
    expect(await screen.findByText('Check the segment times marked below.')).toBeInTheDocument();
    const input = field(segment, label);
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(message);
    await vi.waitFor(() => expect(input).toHaveFocus());
    expect(screen.queryByText('Please fill in all fields for each segment.')).not.toBeInTheDocument();
    expect(screen.getByText('Step 2 of 3')).toBeInTheDocument();
  });

  const note = (segment: number) => within(screen.getByRole('listitem', { name: `Segment ${segment}` })).queryByRole('note');

  it('points out overlapping and nested segments beside them, and still moves on', async () => {
    const user = userEvent.setup({ delay: null });
    renderSegments([
      ['00:00:00', '00:05:00'],
      ['00:04:00', '00:08:00'],
      ['00:08:00', '00:09:00'],
      ['00:01:00', '00:02:00'],
    ]);
    expect(note(1)).toHaveTextContent('Overlaps Segment 2 and Segment 4. That is allowed: it is saved as it is.');
    expect(note(2)).toHaveTextContent('Overlaps Segment 1.');
    // Touching is no overlap.
    expect(note(3)).toBeNull();
    expect(note(4)).toHaveTextContent('Overlaps Segment 1.');
    await user.click(next());
    expect(await screen.findByText('Step 3 of 3')).toBeInTheDocument();
    expect(screen.queryByText('Check the segment times marked below.')).not.toBeInTheDocument();
  });

  it('moves the notice with the times typed', async () => {
    const user = userEvent.setup({ delay: null });
    renderSegments([
      ['00:00:00', '00:01:00'],
      ['00:01:00', '00:02:00'],
    ]);
    expect(note(2)).toBeNull();
    await user.clear(field(2, /^Start Time/));
    await fill(user, field(2, /^Start Time/), '00:00:00');
    expect(note(2)).toHaveTextContent('Overlaps Segment 1.');
    expect(note(1)).toHaveTextContent('Overlaps Segment 2.');
    await user.clear(field(2, /^Start Time/));
    await fill(user, field(2, /^Start Time/), '00:01:00');
    expect(note(1)).toBeNull();
  });

  it('gives the notice in Arabic', async () => {
    await i18n.changeLanguage('ar');
    try {
      renderSegments([
        ['00:00:00', '00:01:00'],
        ['00:00:00', '00:01:00'],
        ['00:00:00', '00:01:00'],
      ]);
      const first = within(screen.getByRole('listitem', { name: 'المقطع 1' }));
      expect(first.getByRole('note')).toHaveTextContent('يتداخل مع المقطع 2 والمقطع 3. التداخل مسموح، ويُحفظ المقطع كما هو.');
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});

describe('VideoWizard errors where staff look, and choices from lists', { timeout: 30_000 }, () => {
  it('checks a field when it is left, before any Save & Next', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    await user.click(screen.getByLabelText(/^Title/));
    expect(screen.queryByText('Title is required.')).not.toBeInTheDocument();
    await user.tab();
    expect(await screen.findByText('Title is required.')).toBeInTheDocument();
    expect(screen.getByLabelText(/^Title/)).toHaveAccessibleDescription('Title is required.');
    // A field nobody has visited stays quiet.
    expect(screen.queryByText('Acknowledgement is required.')).not.toBeInTheDocument();
    await fill(user, screen.getByLabelText(/^YouTube URL/), 'ftp://example.org/x');
    await user.tab();
    expect(await screen.findByText(/The URL must start with http/)).toBeInTheDocument();
  });

  it('shows every rule of a step at once and focuses the first field in error', async () => {
    const user = userEvent.setup({ delay: null });
    sessionStorage.setItem(
      draftKey(),
      JSON.stringify({
        values: {
          ...emptyVideoForm(),
          duration: '00:10:00',
          segments: [
            { number: '1', title: '', start_time: '00:04:00', end_time: '00:03:00', description: 'd', transcript: '' },
            { number: '2', title: 'S2', start_time: '00:05:00', end_time: '00:06:00', description: '', transcript: '' },
          ],
        },
        step: 1,
        maxStep: 1,
      }),
    );
    renderWizard();
    await user.click(next());
    // A missing title, a missing description and an end before the start, all shown together.
    const first = within(screen.getByRole('listitem', { name: 'Segment 1' }));
    const second = within(screen.getByRole('listitem', { name: 'Segment 2' }));
    await vi.waitFor(() => expect(first.getByLabelText(/^Title/)).toHaveFocus());
    expect(first.getByLabelText(/^Title/)).toHaveAttribute('aria-invalid', 'true');
    expect(first.getByLabelText(/^End Time/)).toHaveAccessibleDescription('The end time must be after the start time.');
    expect(second.getByLabelText(/^Description/)).toHaveAttribute('aria-invalid', 'true');
  });

  it('chooses restriction and transcript language from lists, keeping an older value choosable', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(
      <VideoWizard
        videoId="7"
        initialValues={{ ...emptyVideoForm(), restriction: 'Family only', transcripts: [{ language: 'العربية', text: 'x' }] }}
      />,
    );
    const restriction = screen.getByLabelText(/^Restriction/);
    const options = (select: HTMLElement) =>
      within(select)
        .getAllByRole('option')
        .map((o) => (o as HTMLOptionElement).value);
    expect(restriction).toHaveValue('Family only');
    expect(options(restriction)).toEqual(['', 'none', 'Educational use only', 'Research use only', 'No public screening', 'Family only']);
    const language = screen.getByLabelText(/^Language/);
    expect(language.tagName).toBe('SELECT');
    expect(language).toHaveValue('العربية');
    expect(options(language)).toContain('English');
    await user.selectOptions(language, 'French');
    expect(language).toHaveValue('French');
  });

  it('stores a region chosen by its Arabic name as the gazetteer entry, once the field is left', async () => {
    const user = userEvent.setup({ delay: null });
    renderWizard();
    const region = screen.getByLabelText(/^Region/);
    await fill(user, region, 'عين اللوح');
    // While typing, nothing is rewritten under the cursor; coordinates already follow.
    expect(region).toHaveValue('عين اللوح');
    expect(screen.getByLabelText(/^Latitude/)).not.toHaveValue('');
    await user.tab();
    expect(region).toHaveValue('Ain Leuh');
  });
});

describe('VideoWizard by role (contracts/permissions.ts)', { timeout: 30_000 }, () => {
  const filled = { ...emptyVideoForm(), title: 'Weavers of Azrou' };

  it('a transcriber reads step 1 locked, and edits segments and participants', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<VideoWizard videoId="7" initialValues={filled} />, 'transcriber');
    expect(screen.getByRole('note')).toHaveTextContent('Only an editor changes a video’s information and visibility');
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    expect(screen.getByLabelText(/^Visibility/)).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Participants' }));
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByRole('button', { name: 'Finish' })).toBeEnabled();
  });

  it('a viewer reads every step and has nothing to save', async () => {
    const user = userEvent.setup({ delay: null });
    renderApp(<VideoWizard videoId="7" initialValues={filled} />, 'viewer');
    expect(screen.getByLabelText(/^Title/)).toBeDisabled();
    await user.click(screen.getByRole('tab', { name: 'Participants' }));
    expect(screen.getByRole('note')).toHaveTextContent('Your role can read this but not change it.');
    expect(screen.queryByRole('button', { name: 'Finish' })).toBeNull();
  });

  it('an editor changes every step', () => {
    renderApp(<VideoWizard videoId="7" initialValues={filled} />, 'editor');
    expect(screen.queryByRole('note')).toBeNull();
    expect(screen.getByLabelText(/^Title/)).toBeEnabled();
  });
});
