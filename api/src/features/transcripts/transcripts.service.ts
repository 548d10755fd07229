import { correctLanguageLabel } from '#contracts/language-label';
import { SegmentInputSchema } from '#contracts/media';
import { segmentTimeIssues, segmentTimeMessages } from '#contracts/segment-times';
import type { TranscriptSaveInput } from '#contracts/transcripts';
import { ErrorCode } from '#contracts/errors';
import { writeTransaction } from '../../db/write-transaction.ts';
import { HttpError, notFound } from '../../lib/http-error.ts';
import { keepingVersions } from '../history/history.service.ts';
import { findMediaWhole } from '../media/media.queries.ts';
import * as repo from '../media/media.repository.ts';
import type { DbContext } from '../media/media.service.ts';
import { recordPublicationChange } from '../oai/publication-log.repository.ts';
import { reindexMedia } from '../search/search.service.ts';
import { segmentsRepository } from '../segments/segments.repository.ts';

// One transcript written on its own (an import, an editor save, a "corrected" mark), with the video's
// index when given. Written as every save of a video is: one transaction that locks the video, keeps
// the version it replaces, reindexes it and logs the publication change; a failure changes nothing.

/** The segments refused as the wizard's save refuses them, field by field (docs/decisions.md "Segment times"). */
function checkSegments(segments: NonNullable<TranscriptSaveInput['segments']>, duration: string): void {
  const issues = segmentTimeIssues(segments, duration);
  if (issues.length === 0) return;
  const errors = issues.map((issue) => ({
    path: `body.segments.${issue.index}.${issue.field}`,
    message: segmentTimeMessages[issue.problem],
  }));
  throw new HttpError(400, ErrorCode.validationFailed, `${errors[0]!.path}: ${errors[0]!.message}`, errors);
}

/** Saves one transcript (by language; added when the video has none in it). Returns false for an unknown video. */
export async function saveTranscript(ctx: DbContext, mediaId: number, input: TranscriptSaveInput): Promise<boolean> {
  const language = correctLanguageLabel(input.language.trim());
  return writeTransaction(ctx.db, async (trx) => {
    const found = await keepingVersions(trx, ctx.dialect, [mediaId], ctx.actor, async () => {
      const whole = await findMediaWhole(trx, ctx.dialect, mediaId);
      if (!whole) return false;
      const transcripts: repo.TranscriptWrite[] = whole.transcripts.map((t) => ({ language: t.language, text: t.text }));
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
      const now = new Date().toISOString();
      await repo.replaceTranscripts(trx, mediaId, transcripts);
      if (input.segments) {
        const segments = input.segments.map((s) => SegmentInputSchema.parse(s));
        checkSegments(segments, whole.duration);
        await segmentsRepository.replace(trx, mediaId, segments);
      }
      await repo.touchMedia(trx, mediaId, now);
      await recordPublicationChange(trx, [mediaId], now);
      return true;
    });
    if (found) await reindexMedia(trx, ctx.dialect, mediaId);
    return found;
  });
}
