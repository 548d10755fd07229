import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { z } from 'zod';
import { ErrorCode } from '#contracts/error-codes';
import { OHMS_MAX_BYTES, OHMS_MAX_MEGABYTES } from '#contracts/ohms';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import { VIDEOS_NS } from '../i18n.ts';
import { useImportOhms } from '../api/import-ohms.ts';
import { paths } from '../../../../config/paths.ts';
import { Button } from '../../../../components/ui/button.tsx';
import { DurationPrompt } from '../../kit/components/duration-prompt.tsx';

// Messages are keys, translated when shown.
const ImportSchema = z.object({
  files: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList)
    .refine((files) => files.length === 1, 'ohmsImport.errors.noFile')
    .refine((files) => (files[0]?.size ?? 0) <= OHMS_MAX_BYTES, 'ohmsImport.errors.tooLarge'),
});
type ImportValues = z.infer<typeof ImportSchema>;

/** Admin: upload an OHMS XML file and get a new archived video to review (docs/decisions.md §101). */
export function OhmsImportForm() {
  const { t } = useTranslation(VIDEOS_NS);
  const importOhms = useImportOhms();
  const form = useForm<ImportValues>({ resolver: zodResolver(ImportSchema) });
  const fieldError = form.formState.errors.files?.message;
  // The file's text, kept to send again with the duration when the server asks for it.
  const [sent, setSent] = useState<string | null>(null);

  const submit = form.handleSubmit(async ({ files }) => {
    importOhms.reset();
    const xml = await files[0]!.text();
    setSent(xml);
    importOhms.mutate({ xml });
  });

  const failure = importOhms.error;
  const askDuration = failure instanceof ApiError && failure.code === ErrorCode.durationRequired && sent !== null;
  const failureMessage = askDuration
    ? null
    : failure instanceof ApiError && failure.code === ErrorCode.payloadTooLarge
      ? t('ohmsImport.errors.tooLarge', { megabytes: OHMS_MAX_MEGABYTES })
      : failure instanceof ApiError && failure.code === ErrorCode.invalidImport
        ? `${t('ohmsImport.errors.refused')} ${failure.message}`
        : failure
          ? t('ohmsImport.errors.failed')
          : null;

  return (
    <div className="max-w-2xl space-y-6">
      <h1 className="text-2xl font-semibold">{t('ohmsImport.title')}</h1>
      <p className="text-gray-700">{t('ohmsImport.intro')}</p>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-4 rounded-lg bg-white p-6 shadow">
        <div className="space-y-2">
          <label htmlFor="ohms-file" className="block font-semibold">
            {t('ohmsImport.fileLabel')}
          </label>
          <input
            id="ohms-file"
            type="file"
            accept=".xml,application/xml,text/xml"
            aria-describedby="ohms-file-hint"
            aria-invalid={fieldError ? true : undefined}
            {...form.register('files', { onChange: () => importOhms.reset() })}
            className="block w-full text-sm file:me-4 file:rounded file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
          />
          <p id="ohms-file-hint" className="text-sm text-gray-600">
            {t('ohmsImport.hint', { megabytes: OHMS_MAX_MEGABYTES })}
          </p>
          {fieldError ? (
            <p role="alert" className="text-sm text-red-700">
              {t(fieldMessageKey<'adminVideos'>(fieldError), { megabytes: OHMS_MAX_MEGABYTES })}
            </p>
          ) : null}
        </div>
        <Button type="submit" disabled={importOhms.isPending}>
          {importOhms.isPending ? t('ohmsImport.importing') : t('ohmsImport.submit')}
        </Button>
      </form>
      {askDuration ? (
        <DurationPrompt busy={importOhms.isPending} onRetry={(duration) => importOhms.mutate({ xml: sent, duration })} />
      ) : null}
      {failureMessage ? <ErrorBox message={failureMessage} /> : null}
      {importOhms.data ? (
        <div role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          <p>
            {t('ohmsImport.success', {
              title: importOhms.data.title,
              segments: importOhms.data.segments.length,
              transcripts: importOhms.data.transcripts.length,
            })}
          </p>
          <Link to={paths.admin.videoEdit(importOhms.data.id)} className="mt-2 inline-block font-semibold underline">
            {t('ohmsImport.review')}
          </Link>
        </div>
      ) : null}
    </div>
  );
}
