import { QueryClient } from '@tanstack/react-query';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { Role } from '#contracts/permissions';
import { cleanup, i18n, renderApp, screen, userEvent, waitFor, within } from '../../../../testing/test-utils.tsx';
import { signedInQueryClient } from '../../kit/testing/signed-in.ts';
import type { EditorPlayerFactory } from './editor-player.tsx';
import { TranscriptEditor } from './transcript-editor.tsx';

// The editor as staff use it: keys, paragraphs, find and replace, languages and their direction, the index.
// The recording is held on YouTube here; the IFrame API is a third party's, so a stand-in plays its part.

const TEXT = [
  '[00:00:05] Salma Idrissi: Welcome to Azrou, tell me about the cedar.',
  '[00:00:20] Lahcen Amzil: The cedar smells of the forest. We carved cedar as boys.',
].join('\n\n');

const media = {
  id: 41,
  title: 'The Cedar Carvers',
  url: 'https://youtu.be/PCKSiDbtPZ9',
  media_file: false,
  duration: '00:35:00',
  participants: [
    { id: 1, media: 41, first_name: 'Salma', last_name: 'Idrissi', role: 1 },
    { id: 2, media: 41, first_name: 'Lahcen', last_name: 'Amzil', role: 2 },
  ],
  transcripts: [{ id: 9, language: 'English', text: TEXT }],
  segments: [],
} as unknown as Media;

function fakeYoutube() {
  const calls: unknown[][] = [];
  let report: (seconds: number) => void = () => undefined;
  const factory: EditorPlayerFactory = (_element, videoId, callbacks) => {
    calls.push(['create', videoId]);
    report = callbacks.onTime;
    return Promise.resolve({
      playVideo: () => {
        calls.push(['play']);
        callbacks.onStateChange(1);
      },
      pauseVideo: () => {
        calls.push(['pause']);
        callbacks.onStateChange(2);
      },
      seekTo: (seconds: number) => {
        calls.push(['seek', seconds]);
        callbacks.onTime(seconds);
      },
      destroy: () => calls.push(['destroy']),
    });
  };
  return { factory, calls, at: (seconds: number) => report(seconds) };
}

/** The editor as a signed-in staff member of `role` (an admin unless told). */
async function openEditor(role: Role = 'admin', shown: Media = media) {
  const youtube = fakeYoutube();
  const view = renderApp(<TranscriptEditor media={shown} language="English" youtubePlayer={youtube.factory} />, {
    queryClient: signedInQueryClient(role),
  });
  await waitFor(() => expect(youtube.calls).toContainEqual(['create', 'PCKSiDbtPZ9']));
  const user = userEvent.setup({ delay: null });
  const paragraph = (n: number) => screen.getByRole('textbox', { name: `Paragraph ${n}` }) as HTMLTextAreaElement;
  const paragraphs = () => within(screen.getByRole('list', { name: 'Paragraphs' })).getAllByRole('textbox') as HTMLTextAreaElement[];
  return { ...view, user, youtube, paragraph, paragraphs };
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(() => {
  cleanup();
  localStorage.clear();
});

describe('transcript editor', () => {
  it('plays and pauses a YouTube-held interview with Esc and Ctrl+Space, goes back 5 s and inserts the current time', async () => {
    const { user, youtube, paragraph } = await openEditor();
    await user.click(paragraph(2));
    await user.keyboard('{Escape}');
    await user.keyboard('{Control>} {/Control}');
    expect(youtube.calls.slice(1)).toEqual([['play'], ['pause']]);

    youtube.at(75);
    await user.keyboard('{Control>}b{/Control}');
    expect(youtube.calls.at(-1)).toEqual(['seek', 70]);
    await user.keyboard('{Control>}j{/Control}');
    // The second paragraph now starts at the player's time; its time button seeks there.
    const times = screen.getAllByRole('button', { name: /^00:/ }).map((b) => b.textContent);
    expect(times).toEqual(['00:00:05', '00:01:10']);
    expect(paragraph(2).value).toBe('The cedar smells of the forest. We carved cedar as boys.');

    // Focus gone from the editor (a paragraph scrolled out of the rendered window): the keys still work.
    paragraph(2).blur();
    expect(document.body).toHaveFocus();
    await user.keyboard('{Escape}');
    expect(youtube.calls.at(-1)).toEqual(['play']);
  });

  it('offers the participants as speakers, and each paragraph’s language sets its direction', async () => {
    const { user, paragraph } = await openEditor();
    const speaker = screen.getByRole('combobox', { name: 'Speaker of paragraph 2' });
    expect(
      within(speaker)
        .getAllByRole('option')
        .map((o) => o.textContent),
    ).toEqual(['No speaker', 'Salma Idrissi', 'Lahcen Amzil']);
    expect((speaker as HTMLSelectElement).value).toBe('Lahcen Amzil');

    const language = screen.getByRole('combobox', { name: 'Language of paragraph 2' });
    await user.selectOptions(language, 'Arabic script');
    expect([paragraph(2).dir, paragraph(2).lang]).toEqual(['rtl', 'ar']);
    await user.selectOptions(language, 'Tamazight, Tifinagh');
    expect([paragraph(2).dir, paragraph(2).lang]).toEqual(['ltr', 'tzm-Tfng']);
    await user.selectOptions(language, 'Tamazight, Arabic script');
    expect(paragraph(2).dir).toBe('rtl');
    await user.selectOptions(language, 'Darija, Latin script');
    expect([paragraph(2).dir, paragraph(2).lang]).toEqual(['ltr', 'ary-Latn']);
    expect(paragraph(1).dir).toBe('auto');
  });

  it('splits a paragraph at the caret (Ctrl+Enter) at the player’s time and merges it back (Ctrl+Backspace)', async () => {
    const { user, youtube, paragraph, paragraphs } = await openEditor();
    youtube.at(12);
    await user.click(paragraph(2));
    const caret = 'The cedar smells of the forest. '.length;
    paragraph(2).setSelectionRange(caret, caret);
    await user.keyboard('{Control>}{Enter}{/Control}');
    expect(paragraphs().map((p) => p.value)).toEqual([
      'Welcome to Azrou, tell me about the cedar.',
      'The cedar smells of the forest.',
      'We carved cedar as boys.',
    ]);
    expect((screen.getByRole('combobox', { name: 'Speaker of paragraph 3' }) as HTMLSelectElement).value).toBe('Lahcen Amzil');
    expect(screen.getAllByRole('button', { name: /^00:/ }).map((b) => b.textContent)).toEqual(['00:00:05', '00:00:20', '00:00:12']);
    await waitFor(() => expect(paragraph(3)).toHaveFocus());

    paragraph(3).setSelectionRange(0, 0);
    await user.keyboard('{Control>}{Backspace}{/Control}');
    expect(paragraphs().map((p) => p.value)).toEqual([
      'Welcome to Azrou, tell me about the cedar.',
      'The cedar smells of the forest. We carved cedar as boys.',
    ]);
    await waitFor(() => expect(paragraph(2)).toHaveFocus());
  });

  it('finds and replaces across paragraphs, and keeps the draft in the browser as staff type', async () => {
    const { user, paragraphs, paragraph } = await openEditor();
    await user.type(screen.getByRole('textbox', { name: 'Find' }), 'cedar');
    expect(screen.getByText('3 matches')).toBeInTheDocument();
    await user.type(screen.getByRole('textbox', { name: 'Replace with' }), 'atlas cedar');
    await user.click(screen.getByRole('button', { name: 'Replace all' }));
    expect(screen.getByText('3 replaced')).toBeInTheDocument();
    expect(paragraphs()[1]!.value).toBe('The atlas cedar smells of the forest. We carved atlas cedar as boys.');

    await user.type(paragraph(1), ' Yes.');
    await screen.findByText('Draft kept in this browser.');
    const draft = JSON.parse(localStorage.getItem('atlas_transcript_draft_41_English')!) as { text: string };
    expect(draft.text).toContain('Salma Idrissi: Welcome to Azrou, tell me about the atlas cedar. Yes.');
    expect(draft.text).toContain('[00:00:20] Lahcen Amzil: The atlas cedar smells');
  });

  it('marks a segment at the current time (Ctrl+I) with a title, synopsis and keywords in both languages', async () => {
    const { user, youtube, paragraph } = await openEditor();
    youtube.at(95);
    await user.click(paragraph(1));
    await user.keyboard('{Control>}i{/Control}');
    const index = screen.getByRole('region', { name: 'Index' });
    expect(within(index).getByRole('button', { name: '00:01:35' })).toBeInTheDocument();
    await user.type(within(index).getByRole('textbox', { name: 'Title 1' }), 'The forest');
    await user.type(within(index).getByRole('textbox', { name: 'Title (Arabic) 1' }), 'الغابة');
    expect(within(index).getByRole('textbox', { name: 'Synopsis (Arabic) 1' })).toHaveAttribute('dir', 'rtl');
    expect(within(index).getByRole('textbox', { name: 'Keywords 1' })).toBeInTheDocument();
    await user.click(within(index).getByRole('button', { name: '00:01:35' }));
    expect(youtube.calls.at(-1)).toEqual(['seek', 95]);
  });

  it('holds the segment time rules: two points at one second or one past the end are marked and not saved', async () => {
    const { user, youtube, paragraph } = await openEditor();
    youtube.at(95);
    await user.click(paragraph(1));
    await user.keyboard('{Control>}i{/Control}{Control>}i{/Control}');
    const index = screen.getByRole('region', { name: 'Index' });
    expect(within(index).getByText('Another index point starts at the same time: move one of them.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save transcript and index' }));
    expect(screen.getByRole('status')).toHaveTextContent('Not saved: check the index times marked.');

    const second = within(index).getByRole('textbox', { name: 'Start of segment 2' });
    await user.clear(second);
    await user.type(second, '00:40:00');
    await user.tab();
    expect(within(index).getByText('This point is at or after the end of the recording.')).toBeInTheDocument();
    const moved = within(index).getByRole('textbox', { name: 'Start of segment 2' });
    await user.clear(moved);
    await user.type(moved, '00:20:00');
    await user.tab();
    expect(within(index).queryByText(/same time|end of the recording/)).toBeNull();
    expect(
      within(index)
        .getAllByRole('button', { name: /^00:/ })
        .map((b) => b.textContent),
    ).toEqual(['00:01:35', '00:20:00']);
  });

  it('a viewer plays the recording with the keys and from a time, reads the text but cannot change it', async () => {
    const { user, youtube, paragraph, paragraphs } = await openEditor('viewer');
    const text = paragraph(1).value;
    await user.type(paragraph(1), ' and more');
    expect(paragraph(1).value).toBe(text);
    expect(screen.getByRole('combobox', { name: 'Speaker of paragraph 1' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save transcript and index' })).toBeNull();
    await user.click(screen.getAllByRole('button', { name: /^00:/ })[1]!);
    expect(youtube.calls.at(-1)).toEqual(['seek', 20]);
    await user.keyboard('{Escape}');
    expect(youtube.calls.at(-1)).toEqual(['play']);
    youtube.at(30);
    await user.keyboard('{Control>}j{/Control}{Control>}i{/Control}');
    expect(screen.getAllByRole('button', { name: /^00:/ }).map((b) => b.textContent)).toEqual(['00:00:05', '00:00:20']);
    expect(paragraphs()).toHaveLength(2);
  });

  it('a viewer reads the index but cannot change it: every field and button is locked, as the paragraphs are', async () => {
    const indexed = {
      ...media,
      segments: [
        {
          id: 3,
          media: 41,
          number: 1,
          title: 'The forest / الغابة',
          start_time: '00:00:05',
          end_time: '00:35:00',
          description: 'Carving',
          transcript: '',
        },
      ],
    } as Media;
    const { user, youtube } = await openEditor('viewer', indexed);
    const index = screen.getByRole('region', { name: 'Index' });
    const title = within(index).getByRole('textbox', { name: 'Title 1' });
    expect(title).toHaveValue('The forest');
    expect(title).toBeDisabled();
    expect(within(index).getByRole('textbox', { name: 'Start of segment 1' })).toBeDisabled();
    expect(within(index).getByRole('button', { name: 'Remove segment 1' })).toBeDisabled();
    expect(within(index).getByRole('button', { name: 'Mark a segment here' })).toBeDisabled();
    await user.type(title, ' and the river');
    expect(title).toHaveValue('The forest');
    await user.click(within(index).getByRole('button', { name: '00:00:05' }));
    expect(youtube.calls.at(-1)).toEqual(['seek', 5]);
  });

  it('follows playback: the paragraph heard is marked; Ctrl+Shift+F stops following; Ctrl+H opens find and replace', async () => {
    const { user, youtube, paragraph } = await openEditor();
    const row = (n: number) => paragraph(n).closest('[role="listitem"]')!;
    youtube.at(21);
    await waitFor(() => expect(row(2)).toHaveAttribute('aria-current', 'true'));
    expect(row(1)).not.toHaveAttribute('aria-current');
    youtube.at(6);
    await waitFor(() => expect(row(1)).toHaveAttribute('aria-current', 'true'));
    const follow = screen.getByRole('checkbox', { name: /Follow playback/ });
    expect(follow).toBeChecked();
    await user.click(paragraph(1));
    await user.keyboard('{Control>}{Shift>}f{/Shift}{/Control}');
    expect(follow).not.toBeChecked();
    await user.keyboard('{Control>}h{/Control}');
    expect(screen.getByRole('textbox', { name: 'Find' })).toHaveFocus();
  });

  // 300 paragraphs drawn twice in jsdom: seconds on a loaded machine.
  it('puts every paragraph in the document on request, for screen readers and the browser’s find', { timeout: 20_000 }, async () => {
    const long = Array.from(
      { length: 300 },
      (_, i) => `[00:${String(Math.floor(i / 60)).padStart(2, '0')}:${String(i % 60).padStart(2, '0')}] Paragraph ${i}.`,
    );
    const { user, paragraph, paragraphs } = await openEditor('admin', {
      ...media,
      transcripts: [{ id: 9, language: 'English', text: long.join('\n\n') }],
    } as Media);
    expect(paragraphs().length).toBeLessThan(300);
    await user.click(screen.getByRole('checkbox', { name: /Show every paragraph/ }));
    await waitFor(() => expect(paragraphs()).toHaveLength(300));
    // The last paragraph, by its name, holds its text: as a field's value near the screen, as text far from it.
    const last = paragraph(300) as HTMLElement;
    expect(last instanceof HTMLTextAreaElement ? last.value : last.textContent).toBe('Paragraph 299.');
  });

  it('plays a recording the archive holds (its HLS stream) instead of saying the keys cannot reach it', async () => {
    const held = {
      ...media,
      url: '',
      stream: {
        hls: '/api/v/media/41/stream/7/master.m3u8',
        poster: null,
        waveform: '/api/v/media/41/stream/7/waveform.json',
        duration_s: 35,
        download: null,
      },
    } as unknown as Media;
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false, staleTime: Infinity } } });
    const { container } = renderApp(<TranscriptEditor media={held} language="English" />, { queryClient });
    expect(container.querySelector('audio')).not.toBeNull();
    expect(screen.queryByText(/neither a file Atlas holds nor a YouTube video/)).toBeNull();
  });

  it('a machine draft shows the words the recognizer was unsure of, and is published by its own button', async () => {
    const queryClient = signedInQueryClient('admin');
    renderApp(
      <TranscriptEditor
        media={media}
        language="English"
        machineDraft={{
          language: 'English',
          text: '[00:00:01] the weavers of the frame\n\n[00:00:04] sold carpets',
          state: 'draft',
          machine_generated: true,
          engine: 'pocketsphinx',
          unsure: [{ paragraph: 0, index: 4, word: 'frame' }],
          created_at: '2026-11-29T00:00:00.000Z',
        }}
      />,
      { queryClient },
    );
    expect(screen.getByRole('textbox', { name: 'Paragraph 1' })).toHaveValue('the weavers of the frame');
    expect(screen.getByText('frame', { selector: 'mark' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Publish the corrected draft' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save transcript and index' })).toBeNull();
    expect(screen.getByRole('note')).toHaveTextContent(/machine draft \(pocketsphinx\), seen by staff only/);
  });
});
