import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Media } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import type { TranscriptFormat } from '#contracts/transcripts';
import { apiRequest } from '../../../../lib/api-client.ts';

export interface TranscriptImport {
  language: string;
  format: TranscriptFormat;
  /** The file's text, or a DOCX file's bytes as base64. */
  content: string;
  machine_generated: boolean;
  /** The answer to a `duration_required` refusal (hh:mm:ss). */
  duration?: string;
}

/** Guesses the format from a file's name; staff can still change it. */
export function formatOfFile(name: string): TranscriptFormat | null {
  const extension = name.toLowerCase().split('.').pop() ?? '';
  const known: Record<string, TranscriptFormat> = { vtt: 'vtt', srt: 'srt', xml: 'ohms', txt: 'text', docx: 'docx' };
  return known[extension] ?? null;
}

/** A file as the JSON import takes it: text as it is, a Word file as base64. */
export async function contentOfFile(file: File, format: TranscriptFormat): Promise<string> {
  if (format !== 'docx') return file.text();
  const bytes = new Uint8Array(await file.arrayBuffer());
  let binary = '';
  // Chunks: String.fromCharCode takes a bounded number of arguments.
  for (let i = 0; i < bytes.length; i += 0x8000) binary += String.fromCharCode(...bytes.subarray(i, i + 0x8000));
  return btoa(binary);
}

/** Imports one transcript into an interview (docs/behaviour.md §700); answers the saved interview. */
export function useImportTranscript(videoId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: TranscriptImport) =>
      apiRequest<Media>(apiPaths.admin.transcriptImport(videoId), { method: 'POST', body: input, timeoutMs: 60_000 }),
    onSuccess: () => queryClient.invalidateQueries(),
  });
}
