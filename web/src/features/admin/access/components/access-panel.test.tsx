import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { MediaAccess } from '#contracts/access';
import type { FileStatus, MediaFile, MediaFileList } from '#contracts/media-files';
import { cleanup, i18n, renderApp, screen } from '../../../../testing/test-utils.tsx';
import { mediaFilesQueryOptions } from '../../kit/api/media-files.ts';
import { signedInQueryClient } from '../../kit/testing/signed-in.ts';
import { adminAccessQueryOptions } from '../api/admin-access.ts';
import { AccessPanel } from './access-panel.tsx';

// What the access panel tells staff of a recording Atlas holds (docs/behaviour.md §300, §610): the site's player
// skips withheld passages, and the public copy is silent over them once the server says it is made.

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const access: MediaAccess = {
  access: 'open',
  sealed_until: null,
  note: '',
  redactions: [{ id: 1, start_time: '00:00:10', end_time: '00:00:20', reason: 'A name', until: null }],
};

const file = (id: number, role: MediaFile['role'], status: FileStatus, silenced: boolean): MediaFile => ({
  id,
  role,
  label: role,
  filename: `${role}-${id}`,
  status,
  sha256: null,
  bytes: null,
  width: null,
  height: null,
  bitrate: null,
  duration_s: null,
  error: null,
  checked_at: null,
  check_result: null,
  silenced,
  created_at: '2026-01-01T00:00:00Z',
  updated_at: '2026-01-01T00:00:00Z',
});
const fullSet = [file(1, 'original', 'ready', false), file(2, 'playlist', 'ready', false), file(3, 'rendition', 'ready', false)];

/** The panel as an editor sees it once the server has answered with these files (nothing fetched again). */
function panel(files: MediaFile[], youtube = false) {
  const queryClient = signedInQueryClient('editor');
  queryClient.setDefaultOptions({ queries: { ...queryClient.getDefaultOptions().queries, refetchOnMount: false } });
  queryClient.setQueryData(adminAccessQueryOptions('7').queryKey, access);
  queryClient.setQueryData(mediaFilesQueryOptions('7').queryKey, { results: files, public_download: false } satisfies MediaFileList);
  renderApp(<AccessPanel videoId="7" youtube={youtube} transcripts={[]} />, { queryClient });
}

const notYet = /The recording file itself is not yet silenced over them\./;

describe("the access panel's word on the recording", () => {
  it('says the held recording is not yet silenced while no public copy exists', () => {
    panel(fullSet);
    expect(screen.getByText(notYet)).toBeInTheDocument();
  });

  it('says the public copy is silent over the passages once its files are made', () => {
    panel([...fullSet, file(4, 'playlist', 'ready', true), file(5, 'rendition', 'ready', true)]);
    expect(screen.queryByText(notYet)).not.toBeInTheDocument();
    expect(screen.getByText(/the public copy of the recording is silent and black over them/)).toBeInTheDocument();
  });

  it('says the public copy is being made while its files are still in work', () => {
    panel([...fullSet, file(4, 'playlist', 'processing', true), file(5, 'rendition', 'queued', true)]);
    expect(screen.queryByText(notYet)).not.toBeInTheDocument();
    expect(screen.getByText(/is being made/)).toBeInTheDocument();
  });

  it("says YouTube's page still holds the passages for a recording held there", () => {
    panel([], true);
    expect(screen.getByText(/YouTube's own page still holds them/)).toBeInTheDocument();
  });
});
