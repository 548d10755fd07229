import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ImportReport, XLSX_CONTENT_TYPE } from '#contracts/interview-sheet';
import { apiPaths } from '#contracts/paths';
import { apiRequest } from '../../../../lib/api-client.ts';
import { invalidateAfterWrite } from '../../kit/api/admin-keys.ts';

/** A whole archive takes a while to write and read: minutes, not the usual 10 s. */
const LONG_MS = 10 * 60_000;

/** Every interview as a spreadsheet file (docs/behaviour.md §1100), CSV or .xlsx, to save. */
export const downloadSheet = (format: 'csv' | 'xlsx') =>
  apiRequest<Blob>(format === 'csv' ? apiPaths.admin.exportCsv : apiPaths.admin.exportXlsx, { as: 'blob', timeoutMs: LONG_MS });

const contentTypeOf = (file: File) => (/\.xlsx$/i.test(file.name) ? XLSX_CONTENT_TYPE : 'text/csv');

/** Sends a spreadsheet: `dryRun` answers what it would change; without it, the change is made. */
export function useImportSheet() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ file, dryRun }: { file: File; dryRun: boolean }) =>
      apiRequest<ImportReport>(
        `${apiPaths.admin.import}?${new URLSearchParams({ ...(dryRun ? { dry_run: '1' } : {}), name: file.name })}`,
        {
          method: 'POST',
          raw: { contentType: contentTypeOf(file), text: file },
          timeoutMs: LONG_MS,
        },
      ),
    onSuccess: (_report, { dryRun }) => (dryRun ? undefined : invalidateAfterWrite(queryClient)),
  });
}
