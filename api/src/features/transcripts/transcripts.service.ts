import { correctLanguageLabel } from '#contracts/language-label';
import { SegmentInputSchema } from '#contracts/media';
import { segmentTimeIssues, segmentTimeMessages } from '#contracts/segment-times';
import type { TranscriptSaveInput } from '#contracts/transcripts';
import { ErrorCode } from '#contracts/errors';
import type { WriteContext } from '../../db/db-context.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { writeInterviews } from '../interview-writes/write-interviews.ts';
import { findMediaWhole } from '../media/media.queries.ts';
import * as repo from '../media/media.repository.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';
import { deleteDraft, findDraft } from './transcript-drafts.repository.ts';

// One transcript written on its own (an import, an editor save, a "corrected" mark), with the video's
// index when given, through the one write path (writeInterviews: lock, kept version, search index,
// publication log, caches); a failure changes nothing.

/** The segments refused as the wizard's save refuses them, field by field (docs/decisions.md §15). */
function checkSegments(segments: NonNullable<TranscriptSaveInput['segments']>, duration: string): void {
  const issues = segmentTimeIssues(segments, duration);
  if (issues.length === 0) return;
  const errors = issues.map((issue) => ({
    path: `body.segments.${issue.index}.${issue.field}`,
    message: segmentTimeMessages[issue.problem],
  }));
  throw new HttpError(400, ErrorCode.validationFailed, `${errors[0]!.path}: ${errors[0]!.message}`, errors);
}

/**
 * Saves one transcript (by language; added when the video has none in it). Returns false for an unknown video.
 * A save marked `corrected` of a language with a machine draft publishes the draft (the text sent, else the
 * draft's) as that language's transcript and the draft goes, in the same version (docs/behaviour.md §704).
 */
export async function saveTranscript(ctx: WriteContext, mediaId: number, input: TranscriptSaveInput): Promise<boolean> {
  const language = correctLanguageLabel(input.language.trim());
  return writeInterviews(ctx, [mediaId], async ({ trx, dialect, found, publicChanged }) => {
    if (found.length === 0) return false;
    const whole = await findMediaWhole(trx, dialect, mediaId);
    if (!whole) return false;
    const transcripts: repo.TranscriptWrite[] = whole.transcripts.map((t) => ({ language: t.language, text: t.text }));
    const draft = input.corrected === true ? await findDraft(trx, mediaId, language) : undefined;
    if (draft) {
      input = { ...input, text: input.text || draft.text, machine_generated: true };
      await deleteDraft(trx, mediaId, language);
    }
    const flags = {
      ...(input.machine_generated !== undefined ? { machine_generated: input.machine_generated } : {}),
      ...(input.corrected !== undefined ? { corrected: input.corrected } : {}),
    };
    const index = transcripts.findIndex((t) => t.language === language);
    if (index === -1) {
      if (!input.text) throw notFound(`This video has no ${language} transcript.`);
      transcripts.push({ language, text: input.text, ...flags });
    } else {
      transcripts[index] = { language, text: input.text || transcripts[index]!.text, ...flags };
    }
    await repo.replaceTranscripts(trx, mediaId, transcripts);
    if (input.segments) {
      const segments = input.segments.map((s) => SegmentInputSchema.parse(s));
      checkSegments(segments, whole.duration);
      await segmentsRepository.replace(trx, mediaId, segments);
    }
    publicChanged(mediaId);
    return true;
  });
}
