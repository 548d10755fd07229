import { useEffect, useState } from 'react';

/** Drafts are kept in this browser as staff type, per video and language, until a save succeeds. */
const draftKey = (videoId: number, language: string) => `atlas_transcript_draft_${videoId}_${language}`;
const DRAFT_DELAY_MS = 400;

export interface EditorDraft {
  text: string;
  segments: string;
}

export function readDraft(videoId: number, language: string): EditorDraft | null {
  try {
    const raw = localStorage.getItem(draftKey(videoId, language));
    return raw ? (JSON.parse(raw) as EditorDraft) : null;
  } catch {
    return null;
  }
}

export function clearDraft(videoId: number, language: string): void {
  localStorage.removeItem(draftKey(videoId, language));
}

/** Writes the draft a moment after the last change (one write per pause, not per key); says when it was kept. */
export function useEditorDraft(videoId: number, language: string, draft: () => EditorDraft, version: number): boolean {
  const [kept, setKept] = useState(false);
  useEffect(() => {
    if (version === 0) return;
    const timer = window.setTimeout(() => {
      localStorage.setItem(draftKey(videoId, language), JSON.stringify(draft()));
      setKept(true);
    }, DRAFT_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, [videoId, language, draft, version]);
  return kept;
}
