import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Media } from '#contracts/media';
import type { Draft } from '#contracts/transcript-jobs';
import { playableFileKind } from '#contracts/media-file';
import { extractYoutubeId } from '#contracts/youtube';
import { parseTime } from '#contracts/time';
import { Button } from '../../../../components/ui/button.tsx';
import { TRANSCRIPTS_NAMESPACES } from '../i18n.ts';
import {
  type EditorParagraph,
  indexProblems,
  type IndexPoint,
  mergeWithPrevious,
  newIndexPoint,
  readIndex,
  readParagraphs,
  splitParagraph,
  writeIndex,
  writeParagraphs,
} from '../editor-model.ts';
import { FindReplace } from './find-replace.tsx';
import { IndexEditor } from './index-editor.tsx';
import { ParagraphGroups } from './paragraph-groups.tsx';
import { ParagraphRow } from './paragraph-row.tsx';
import { clearDraft, readDraft, useEditorDraft } from '../hooks/use-editor-draft.ts';
import { type EditorPlayerFactory, mediaElementControls, type PlayerControls, YoutubeEditorPlayer } from './editor-player.tsx';
import { useSaveTranscript } from '../api/save-transcript.ts';
import { useWindowRows } from '../hooks/use-window-rows.ts';
import { HeldRecordingPlayer } from './held-recording-player.tsx';
import { useCurrentParagraph } from '../hooks/use-current-paragraph.ts';
import { useCan } from '../../kit/api/account.ts';

/** The transcript's own language tag, for paragraphs that need none (Arabic and Darija `ar`). */
function transcriptLang(language: string): string {
  if (/arab|darij|عرب|دارج/i.test(language)) return 'ar';
  if (/french|fran|فرنس/i.test(language)) return 'fr';
  if (/english|انجليز/i.test(language)) return 'en';
  return '';
}

const participantName = (p: Media['participants'][number]) => `${p.first_name} ${p.last_name}`.trim();

/**
 * The transcript and index editor beside the recording (docs/behaviour.md §703): keyboard first,
 * drafts kept in the browser as staff type, one save for the transcript and the index.
 */
export type { EditorPlayerFactory };

interface TranscriptEditorProps {
  media: Media;
  language: string;
  /** Plays interviews held on YouTube; without it only files Atlas holds play. */
  youtubePlayer?: EditorPlayerFactory | undefined;
  /** The language's machine draft, opened for correcting: a save publishes it (docs/behaviour.md §704). */
  machineDraft?: Draft | undefined;
}

/** Whether every paragraph is rendered (for screen readers and the browser's find), kept in this browser. */
const ALL_PARAGRAPHS_KEY = 'atlas_editor_all_paragraphs';
const readAllParagraphs = () => {
  try {
    return localStorage.getItem(ALL_PARAGRAPHS_KEY) === '1';
  } catch {
    return false;
  }
};

export function TranscriptEditor({ media, language, youtubePlayer, machineDraft }: TranscriptEditorProps) {
  const { t } = useTranslation(TRANSCRIPTS_NAMESPACES);
  // The player is the browser's or YouTube's, not React state: the keys read it when pressed.
  const player = useRef<PlayerControls | null>(null);
  const setControls = useCallback((controls: PlayerControls | null) => {
    player.current = controls;
  }, []);
  const attachElement = useCallback((element: HTMLMediaElement | null) => {
    player.current = element && mediaElementControls(element);
  }, []);
  const time = () => player.current?.time() ?? 0;
  const togglePlay = () => player.current?.togglePlay();
  const seekTo = useCallback((seconds: number) => player.current?.seekTo(seconds), []);
  const seekBy = (seconds: number) => seekTo(time() + seconds);
  const save = useSaveTranscript(media.id);
  // A viewer reads the transcript; only roles that edit transcripts save (contracts/permissions.ts).
  const editable = useCan()('transcript.edit');
  const speakers = useMemo(() => media.participants.map(participantName).filter(Boolean), [media.participants]);
  const lang = transcriptLang(language);
  const stored = media.transcripts.find((tr) => tr.language === language);
  // A machine draft's browser copy is kept apart from the published transcript's.
  const keptAs = machineDraft ? `${language}:machine` : language;
  const draft = useMemo(() => readDraft(media.id, keptAs), [media.id, keptAs]);
  const [paragraphs, setParagraphs] = useState<EditorParagraph[]>(() =>
    readParagraphs(draft?.text ?? (machineDraft ? machineDraft.text : stored?.text) ?? '', speakers, ''),
  );
  // The engine's unsure words, by paragraph key: they follow their paragraph through splits and merges.
  const [unsure] = useState(() => {
    const words = new Map<number, string[]>();
    if (!machineDraft || draft) return words;
    for (const word of machineDraft.unsure) {
      const key = paragraphs[word.paragraph]?.key;
      if (key !== undefined) words.set(key, [...(words.get(key) ?? []), word.word]);
    }
    return words;
  });
  const [following, setFollowing] = useState(true);
  const [allParagraphs, setAllParagraphs] = useState(readAllParagraphs);
  const [points, setPoints] = useState<IndexPoint[]>(() =>
    draft ? readIndex(JSON.parse(draft.segments) as Media['segments']) : readIndex(media.segments),
  );
  const [version, setVersion] = useState(0);
  const [status, setStatus] = useState<string | null>(draft ? t('transcriptEditor.draftRestored') : null);
  const focused = useRef(0);
  const duration = parseTime(media.duration);

  const snapshot = useCallback(
    () => ({ text: writeParagraphs(paragraphs, lang), segments: JSON.stringify(writeIndex(points, duration)) }),
    [paragraphs, points, lang, duration],
  );
  const draftKept = useEditorDraft(media.id, keptAs, snapshot, version);
  const edit = useCallback((change: (list: EditorParagraph[]) => EditorParagraph[]) => {
    setParagraphs(change);
    setVersion((v) => v + 1);
  }, []);
  const onChange = useCallback(
    (index: number, patch: Partial<EditorParagraph>) => edit((list) => list.map((p, i) => (i === index ? { ...p, ...patch } : p))),
    [edit],
  );
  const focusParagraph = (index: number) =>
    requestAnimationFrame(() => document.querySelector<HTMLTextAreaElement>(`[data-paragraph="${index}"]`)?.focus());

  const onKeyDown = (event: KeyboardEvent) => {
    const target = event.target as HTMLElement;
    // Forms of their own on the page (the import) keep their keys.
    if (target.closest?.('[data-own-keys]')) return;
    const inParagraph = target.dataset.paragraph !== undefined && target instanceof HTMLTextAreaElement;
    const index = Number(target.dataset.paragraph ?? focused.current);
    const key = event.key.toLowerCase();
    const handled = () => event.preventDefault();
    if (event.key === 'Escape' || (event.ctrlKey && event.key === ' ')) {
      handled();
      togglePlay();
    } else if (event.ctrlKey && key === 'b') {
      handled();
      seekBy(-5);
    } else if (event.ctrlKey && event.shiftKey && key === 'f') {
      handled();
      setFollowing((on) => !on);
    } else if (event.ctrlKey && key === 'h') {
      handled();
      const find = document.querySelector<HTMLInputElement>('[data-find]');
      find?.focus();
      find?.select();
    } else if (!editable) {
      // A role that reads only plays the recording; the keys that change the text do nothing.
      return;
    } else if (event.ctrlKey && key === 'j') {
      handled();
      onChange(index, { start: Math.floor(time()) });
    } else if (event.ctrlKey && event.key === 'Enter' && inParagraph) {
      handled();
      edit((list) => splitParagraph(list, index, target.selectionStart, Math.floor(time())));
      focusParagraph(index + 1);
    } else if (event.ctrlKey && event.key === 'Backspace' && inParagraph && target.selectionStart === 0) {
      handled();
      edit((list) => mergeWithPrevious(list, index));
      focusParagraph(Math.max(0, index - 1));
    } else if (event.ctrlKey && key === 'i') {
      handled();
      markSegment();
    } else if (event.ctrlKey && key === 's') {
      handled();
      // A draft is published by its own button only: Ctrl+S keeps it in this browser, as it always is.
      if (machineDraft) setStatus(t('transcriptEditor.machine.keptNotPublished'));
      else void onSave();
    }
  };

  const markSegment = useCallback(() => {
    setPoints((list) => [...list, newIndexPoint(Math.floor(player.current?.time() ?? 0))]);
    setVersion((v) => v + 1);
  }, []);
  const changePoints = useCallback((list: IndexPoint[]) => {
    setPoints(list);
    setVersion((v) => v + 1);
  }, []);
  const keys = useMemo(() => paragraphs.map((p) => p.key), [paragraphs]);
  const { rows, measure, list, scrollToRow } = useWindowRows(keys, allParagraphs);
  const current = useCurrentParagraph(paragraphs, player);
  // Following playback keeps the paragraph heard in view, unless staff are typing in one (docs/behaviour.md §703).
  useEffect(() => {
    if (!following || current < 0) return;
    if ((document.activeElement as HTMLElement | null)?.dataset?.paragraph !== undefined) return;
    scrollToRow(current);
  }, [current, following, scrollToRow]);
  const problems = useMemo(() => indexProblems(points, media.duration), [points, media.duration]);
  const onSave = async (extra: { corrected?: boolean } = {}) => {
    if (!editable) return;
    // docs/behaviour.md §703: the index keeps the API's segment time rules; it is checked before sending.
    if (problems.size > 0) return setStatus(t('transcriptEditor.index.problems.banner'));
    setStatus(t('transcriptEditor.saving'));
    try {
      const { text, segments } = snapshot();
      const outcome = await save.mutateAsync({ language, text, segments: JSON.parse(segments) as never, ...extra });
      clearDraft(media.id, keptAs);
      // docs/behaviour.md §500: a transcriber's change to a public video is not live until an editor accepts it.
      setStatus(t(outcome.proposed ? 'admin:team.review.proposed' : 'transcriptEditor.saved'));
    } catch (error) {
      setStatus(`${t('transcriptEditor.saveFailed')} ${error instanceof Error ? error.message : ''}`.trim());
    }
  };
  // The keys work wherever focus is on the page, not only inside the editor: a paragraph scrolled far away
  // is no longer rendered (use-window-rows.ts) and takes focus with it (docs/behaviour.md §703).
  const keyHandler = useRef(onKeyDown);
  useEffect(() => {
    keyHandler.current = onKeyDown;
  });
  useEffect(() => {
    const listener = (event: KeyboardEvent) => keyHandler.current(event);
    document.addEventListener('keydown', listener);
    return () => document.removeEventListener('keydown', listener);
  }, []);
  const held = media.stream ?? null;
  const fileKind = held ? null : playableFileKind(media.url, media.media_file);
  const youtubeId = held || fileKind ? null : extractYoutubeId(media.url);

  return (
    <div className="grid gap-4 lg:grid-cols-[minmax(0,2fr)_minmax(0,3fr)]">
      <div className="space-y-3 lg:sticky lg:top-4 lg:self-start">
        {held ? (
          <HeldRecordingPlayer stream={held} title={t('transcriptEditor.player')} onElement={attachElement} />
        ) : fileKind === 'audio' ? (
          <audio ref={attachElement} src={media.url} controls preload="metadata" className="w-full" />
        ) : fileKind ? (
          <video ref={attachElement} src={media.url} controls preload="metadata" className="w-full rounded" />
        ) : youtubeId && youtubePlayer ? (
          <YoutubeEditorPlayer factory={youtubePlayer} videoId={youtubeId} title={t('transcriptEditor.player')} onControls={setControls} />
        ) : (
          <p className="rounded border border-amber-300 bg-amber-50 p-2 text-sm">{t('transcriptEditor.noFilePlayer')}</p>
        )}
        <p className="text-xs text-slate-600">{t('transcriptEditor.keys')}</p>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={following} onChange={(e) => setFollowing(e.target.checked)} aria-keyshortcuts="Control+Shift+F" />
          {t('transcriptEditor.follow')}
        </label>
        <IndexEditor points={points} onChange={changePoints} onMark={markSegment} onSeek={seekTo} problems={problems} editable={editable} />
      </div>
      <div className="space-y-3">
        <div className="flex flex-wrap items-center gap-2">
          {editable && machineDraft ? (
            <Button onClick={() => void onSave({ corrected: true })} disabled={save.isPending}>
              {t('transcriptEditor.machine.publish')}
            </Button>
          ) : editable ? (
            <Button onClick={() => void onSave()} disabled={save.isPending}>
              {t('transcriptEditor.save')}
            </Button>
          ) : (
            <p role="note" className="text-sm text-slate-700">
              {t('admin:team.review.readOnly')}
            </p>
          )}
          {editable && !machineDraft && stored?.machine_generated && !stored.corrected ? (
            <Button variant="secondary" onClick={() => void onSave({ corrected: true })}>
              {t('transcriptEditor.markCorrected')}
            </Button>
          ) : null}
          <p role="status" className="text-sm text-slate-700">
            {status ?? (draftKept ? t('transcriptEditor.draftKept') : '')}
          </p>
        </div>
        {machineDraft ? (
          <p role="note" className="rounded border border-amber-300 bg-amber-50 p-2 text-sm">
            {t('transcriptEditor.machine.draftNotice', { engine: machineDraft.engine })}
          </p>
        ) : null}
        {/* Staff who may only read still seek from a paragraph's time and choose how many paragraphs are drawn. */}
        <fieldset disabled={!editable} className="contents">
          <FindReplace paragraphs={paragraphs} onReplace={(list) => edit(() => list)} />
        </fieldset>
        <label className="flex items-center gap-2 text-sm">
          <input
            type="checkbox"
            checked={allParagraphs}
            onChange={(e) => {
              setAllParagraphs(e.target.checked);
              try {
                localStorage.setItem(ALL_PARAGRAPHS_KEY, e.target.checked ? '1' : '0');
              } catch {
                // storage unavailable: the choice lasts this visit
              }
            }}
          />
          {t('transcriptEditor.allParagraphs')}
        </label>
        {/* A list by its role: the every-paragraph mode puts its rows in groups (paragraph-groups.tsx), which an <ol> may
            not hold; screen readers are told the same list of paragraphs in both modes. */}
        <div
          role="list"
          ref={list}
          aria-label={t('transcriptEditor.paragraphs')}
          style={{ paddingBlockStart: rows.before, paddingBlockEnd: rows.after }}
          onFocus={(e) => (focused.current = Number((e.target as HTMLElement).dataset.paragraph ?? 0))}
        >
          {allParagraphs ? (
            // Every paragraph in the document and in the accessibility tree, for screen readers and find; none skipped
            // far from the screen (docs/decisions.md §1604, §2561).
            <ParagraphGroups
              paragraphs={paragraphs}
              total={paragraphs.length}
              speakers={speakers}
              onChange={onChange}
              onSeek={seekTo}
              editable={editable}
              current={current}
              unsure={unsure}
            />
          ) : (
            paragraphs
              .slice(rows.start, rows.end)
              .map((paragraph, offset) => (
                <ParagraphRow
                  key={paragraph.key}
                  paragraph={paragraph}
                  index={rows.start + offset}
                  total={paragraphs.length}
                  speakers={speakers}
                  onChange={onChange}
                  onSeek={seekTo}
                  editable={editable}
                  measure={measure}
                  current={rows.start + offset === current}
                  unsure={unsure.get(paragraph.key)}
                />
              ))
          )}
        </div>
      </div>
    </div>
  );
}
