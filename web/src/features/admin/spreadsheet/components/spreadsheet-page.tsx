import { zodResolver } from '@hookform/resolvers/zod';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { ErrorCode } from '#contracts/error-codes';
import { IMPORT_MAX_BYTES, IMPORT_MAX_MEGABYTES, type ImportError, type ImportReport } from '#contracts/interview-sheet';
import { Button } from '../../../../components/ui/button.tsx';
import { ErrorBox } from '../../../../components/ui/error-box.tsx';
import { ApiError } from '../../../../lib/api-client.ts';
import { formatNumber } from '../../../../lib/format.ts';
import { fieldMessageKey } from '../../../../lib/i18n-keys.ts';
import { useCan } from '../../kit/api/account.ts';
import { downloadSheet, useImportSheet } from '../api/spreadsheet.ts';
import { SPREADSHEET_NS } from '../i18n.ts';

/** Rows of each table shown; the summary counts the rest. */
const SHOWN = 200;

// Messages are keys, translated when shown.
const UploadSchema = z.object({
  files: z
    .custom<FileList>((value) => typeof FileList !== 'undefined' && value instanceof FileList)
    .refine((files) => files.length === 1, 'spreadsheet.upload.noFile')
    .refine((files) => (files[0]?.size ?? 0) <= IMPORT_MAX_BYTES, 'spreadsheet.upload.tooLarge'),
});
type UploadValues = z.infer<typeof UploadSchema>;

/**
 * The spreadsheet round trip (docs/behaviour.md §1100): download every interview, upload an edited sheet, see
 * what it would change (a dry run: nothing is written), then confirm. Editors import; every staff member downloads.
 */
export function SpreadsheetPage() {
  const { t } = useTranslation(SPREADSHEET_NS);
  const mayImport = useCan()('media.edit');
  return (
    <div className="mx-auto max-w-5xl space-y-6">
      <h1 className="text-2xl font-semibold text-brand-900">{t('spreadsheet.title')}</h1>
      <p className="text-gray-700">{t('spreadsheet.intro')}</p>
      <DownloadPanel />
      {mayImport ? <ImportPanel /> : null}
    </div>
  );
}

function DownloadPanel() {
  const { t } = useTranslation(SPREADSHEET_NS);
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const download = async (format: 'csv' | 'xlsx') => {
    setBusy(true);
    setFailed(false);
    try {
      const url = URL.createObjectURL(await downloadSheet(format));
      const a = document.createElement('a');
      a.href = url;
      a.download = `atlas-interviews-${new Date().toISOString().slice(0, 10)}.${format}`;
      a.click();
      URL.revokeObjectURL(url);
    } catch {
      setFailed(true);
    } finally {
      setBusy(false);
    }
  };
  return (
    <section className="space-y-3 rounded-lg bg-white p-6 shadow" aria-labelledby="sheet-download">
      <h2 id="sheet-download" className="text-lg font-semibold">
        {t('spreadsheet.download.heading')}
      </h2>
      <div className="flex flex-wrap gap-2">
        <Button variant="secondary" disabled={busy} onClick={() => void download('csv')}>
          {t('spreadsheet.download.csv')}
        </Button>
        <Button variant="secondary" disabled={busy} onClick={() => void download('xlsx')}>
          {t('spreadsheet.download.xlsx')}
        </Button>
      </div>
      {busy ? (
        <p role="status" className="text-sm text-gray-600">
          {t('spreadsheet.download.busy')}
        </p>
      ) : null}
      {failed ? <ErrorBox message={t('spreadsheet.download.failed')} /> : null}
    </section>
  );
}

function ImportPanel() {
  const { t } = useTranslation(SPREADSHEET_NS);
  const check = useImportSheet();
  const apply = useImportSheet();
  const form = useForm<UploadValues>({ resolver: zodResolver(UploadSchema) });
  const [file, setFile] = useState<File | null>(null);
  const inputId = useId();
  const fieldError = form.formState.errors.files?.message;

  const submit = form.handleSubmit(({ files }) => {
    const chosen = files[0]!;
    setFile(chosen);
    apply.reset();
    check.mutate({ file: chosen, dryRun: true });
  });
  const forget = () => {
    check.reset();
    apply.reset();
  };

  const report = check.data;
  const refused = apply.error instanceof ApiError && apply.error.code === ErrorCode.importErrors ? problemsOf(apply.error.body) : null;
  const checkFailure =
    check.error instanceof ApiError && check.error.code === ErrorCode.payloadTooLarge
      ? t('spreadsheet.upload.tooLarge', { megabytes: IMPORT_MAX_MEGABYTES })
      : check.error
        ? t('spreadsheet.upload.failed')
        : null;

  return (
    <section className="space-y-4 rounded-lg bg-white p-6 shadow" aria-labelledby="sheet-import">
      <h2 id="sheet-import" className="text-lg font-semibold">
        {t('spreadsheet.upload.heading')}
      </h2>
      <form onSubmit={(event) => void submit(event)} noValidate className="space-y-3">
        <div className="space-y-2">
          <label htmlFor={inputId} className="block font-semibold">
            {t('spreadsheet.upload.file')}
          </label>
          <input
            id={inputId}
            type="file"
            accept=".csv,.xlsx,text/csv,application/vnd.openxmlformats-officedocument.spreadsheetml.sheet"
            aria-describedby={`${inputId}-hint`}
            aria-invalid={fieldError ? true : undefined}
            {...form.register('files', { onChange: forget })}
            className="block w-full text-sm file:me-4 file:rounded file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:font-semibold file:text-brand-900"
          />
          <p id={`${inputId}-hint`} className="text-sm text-gray-600">
            {t('spreadsheet.upload.hint', { megabytes: IMPORT_MAX_MEGABYTES })}
          </p>
          {fieldError ? (
            <p role="alert" className="text-sm text-red-700">
              {t(fieldMessageKey<'adminSpreadsheet'>(fieldError), { megabytes: IMPORT_MAX_MEGABYTES })}
            </p>
          ) : null}
        </div>
        <Button type="submit" variant="secondary" disabled={check.isPending}>
          {check.isPending ? t('spreadsheet.upload.checking') : t('spreadsheet.upload.check')}
        </Button>
      </form>
      {checkFailure ? <ErrorBox message={checkFailure} /> : null}
      {apply.data ? (
        <p role="status" className="rounded-lg border border-green-300 bg-green-50 p-4 text-green-900">
          {t('spreadsheet.report.done', { created: apply.data.created, updated: apply.data.updated })}
        </p>
      ) : report ? (
        <DryRun report={report} busy={apply.isPending} onConfirm={file ? () => apply.mutate({ file, dryRun: false }) : null} />
      ) : null}
      {refused ? (
        <div className="space-y-2">
          <ErrorBox message={t('spreadsheet.report.refused')} />
          <ProblemTable errors={refused} />
        </div>
      ) : apply.error ? (
        <ErrorBox message={t('spreadsheet.report.failed')} />
      ) : null}
    </section>
  );
}

/** The problems of a refused import, from its answer's `errors`. */
function problemsOf(body: unknown): ImportError[] {
  const errors = (body as { errors?: unknown } | null)?.errors;
  return Array.isArray(errors) ? (errors as ImportError[]).filter((e) => typeof e.row === 'number') : [];
}

function DryRun({ report, busy, onConfirm }: { report: ImportReport; busy: boolean; onConfirm: (() => void) | null }) {
  const { t } = useTranslation(SPREADSHEET_NS);
  const changes = report.created + report.updated;
  return (
    <div className="space-y-3" data-testid="dry-run">
      <p role="status" className="font-semibold">
        {t('spreadsheet.report.summary', { created: report.created, updated: report.updated, unchanged: report.unchanged })}
      </p>
      {report.errors.length ? (
        <ProblemTable errors={report.errors} />
      ) : changes === 0 ? (
        <p>{t('spreadsheet.report.nothing')}</p>
      ) : (
        <>
          <ChangeTable report={report} />
          {onConfirm ? (
            <Button disabled={busy} onClick={onConfirm}>
              {busy ? t('spreadsheet.report.importing') : t('spreadsheet.report.confirm')}
            </Button>
          ) : null}
        </>
      )}
    </div>
  );
}

function ChangeTable({ report }: { report: ImportReport }) {
  const { t, i18n } = useTranslation(SPREADSHEET_NS);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-start font-semibold">{t('spreadsheet.report.changes')}</caption>
        <thead>
          <tr className="border-b text-gray-600">
            <th className="p-2 text-start">{t('spreadsheet.report.row')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.interview')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.field')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.from')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.to')}</th>
          </tr>
        </thead>
        <tbody>
          {report.changes.slice(0, SHOWN).map((change) => (
            <tr key={`${change.row}:${change.field}`} className="border-b border-gray-100 align-top" data-testid="change-row">
              <td className="p-2">{formatNumber(change.row, i18n.language)}</td>
              <td className="p-2">{change.id === null ? t('spreadsheet.report.newInterview') : `#${change.id}`}</td>
              <td className="p-2 font-mono" dir="ltr">
                {change.field}
              </td>
              <td className="p-2 whitespace-pre-wrap text-gray-600" dir="auto">
                {change.from}
              </td>
              <td className="p-2 whitespace-pre-wrap" dir="auto">
                {change.to}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {report.changes.length > SHOWN ? (
        <p className="mt-2 text-sm">{t('spreadsheet.report.more', { count: report.changes.length - SHOWN })}</p>
      ) : null}
    </div>
  );
}

function ProblemTable({ errors }: { errors: ImportError[] }) {
  const { t, i18n } = useTranslation(SPREADSHEET_NS);
  return (
    <div className="overflow-x-auto">
      <table className="w-full border-collapse text-sm">
        <caption className="mb-2 text-start font-semibold text-red-800">{t('spreadsheet.report.problems')}</caption>
        <thead>
          <tr className="border-b text-gray-600">
            <th className="p-2 text-start">{t('spreadsheet.report.row')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.column')}</th>
            <th className="p-2 text-start">{t('spreadsheet.report.problem')}</th>
          </tr>
        </thead>
        <tbody>
          {errors.slice(0, SHOWN).map((error, index) => (
            <tr key={`${error.row}:${error.column}:${index}`} className="border-b border-gray-100 align-top" data-testid="problem-row">
              <td className="p-2">{formatNumber(error.row, i18n.language)}</td>
              <td className="p-2 font-mono" dir="ltr">
                {error.column}
              </td>
              <td className="p-2">
                <span className="font-semibold">{t(`spreadsheet.codes.${error.code}`)}</span>
                <span className="ms-2 text-gray-600" dir="auto">
                  {error.message}
                </span>
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {errors.length > SHOWN ? <p className="mt-2 text-sm">{t('spreadsheet.report.more', { count: errors.length - SHOWN })}</p> : null}
    </div>
  );
}
