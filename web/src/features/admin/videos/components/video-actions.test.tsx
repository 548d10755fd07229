import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { Role } from '#contracts/permissions';
import { cleanup, i18n, renderApp, screen } from '../../../../testing/test-utils.tsx';
import { mediaFixture } from '../../../video-detail/testing/media-fixture.ts';
import { signedInQueryClient } from '../../kit/testing/signed-in.ts';
import { paths } from '../../../../config/paths.ts';
import { VideoCard } from './video-card.tsx';
import { VideoTable } from './video-table.tsx';

// What a video's own page is called where the list links to it: "Edit" for a role that may change the video
// (a transcriber its texts), "View" for one that may only read it (docs/behaviour.md §500).

beforeAll(async () => {
  await i18n.changeLanguage('en');
});
afterEach(cleanup);

const video = mediaFixture({ id: 7, title: 'Weaving in Azrou', visibility: 'archived' });

const table = (role: Role) =>
  renderApp(
    <VideoTable
      videos={[video]}
      consentMissing={new Set()}
      sort={{ sort: 'title', direction: 'asc' }}
      onSort={() => undefined}
      selected={new Set()}
      onToggle={() => undefined}
      onPreview={() => undefined}
    />,
    { queryClient: signedInQueryClient(role) },
  );

describe("a video's page as the list names it", () => {
  it.each([
    ['viewer', 'View'],
    ['transcriber', 'Edit'],
    ['editor', 'Edit'],
    ['admin', 'Edit'],
  ] as const)("the card's menu offers a %s %s", async (role, label) => {
    const { user } = renderApp(
      <ul>
        <VideoCard video={video} selected={false} onToggle={() => undefined} onPreview={() => undefined} />
      </ul>,
      { queryClient: signedInQueryClient(role) },
    );
    await user.click(screen.getByRole('button', { name: 'Actions for Weaving in Azrou' }));
    const items = screen.getAllByRole('menuitem').map((item) => item.textContent);
    expect(items).toContain(label);
    expect(items).not.toContain(label === 'View' ? 'Edit' : 'View');
    expect(screen.getByRole('menuitem', { name: label })).toHaveAttribute('href', paths.admin.videoEdit(7));
  });

  it.each([
    ['viewer', 'View'],
    ['editor', 'Edit'],
  ] as const)("the table's row offers a %s %s", (role, label) => {
    table(role);
    const link = screen.getByRole('link', { name: `${label} Weaving in Azrou` });
    expect(link).toHaveTextContent(label);
    expect(link).toHaveAttribute('href', paths.admin.videoEdit(7));
    expect(screen.queryByRole('link', { name: `${label === 'View' ? 'Edit' : 'View'} Weaving in Azrou` })).not.toBeInTheDocument();
  });
});
