import type { StepIndex, VideoFormValues } from './video-form-schema.ts';

/**
 * The wizard's unsaved typing, kept in session storage until it is saved or discarded, so a
 * reload or an accidental navigation loses nothing.
 */
export interface VideoDraft {
  values: VideoFormValues;
  step: StepIndex;
  maxStep: StepIndex;
}

export const draftKey = (videoId?: string) => `atlas_admin_draft:${videoId ? `edit:${videoId}` : 'new'}`;

function isStep(value: unknown): value is StepIndex {
  return value === 0 || value === 1 || value === 2;
}

export function loadDraft(key: string, fallback: VideoFormValues): VideoDraft | null {
  try {
    const raw = sessionStorage.getItem(key);
    if (!raw) return null;
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed !== 'object' || parsed === null || !('values' in parsed) || typeof parsed.values !== 'object') return null;
    const draft = parsed as Partial<VideoDraft>;
    const values = { ...fallback, ...draft.values };
    if (![values.transcripts, values.segments, values.participants].every(Array.isArray)) return null;
    return { values, step: isStep(draft.step) ? draft.step : 0, maxStep: isStep(draft.maxStep) ? draft.maxStep : 0 };
  } catch {
    return null;
  }
}

export function saveDraft(key: string, draft: VideoDraft): void {
  try {
    sessionStorage.setItem(key, JSON.stringify(draft));
  } catch {
    // storage full or unavailable: the form still works, only the safety net is gone
  }
}

export function clearDraft(key: string): void {
  sessionStorage.removeItem(key);
}
