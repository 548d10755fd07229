import type { Locator, Page } from 'playwright-core';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Media } from '#contracts/media';
import type { ProposalList } from '#contracts/review';
import { apiPaths } from '#contracts/paths';
import { can, type Permission, type Role } from '#contracts/permissions';
import { call, fullPayload } from '../api/test/http.ts';
import { createStaff, STAFF_PASSWORD } from '../api/test/staff.ts';
import { adminHeaders } from '../api/test/test-server.ts';
import { signIn } from './support/admin.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

// Each role's screens offer what the permission table lets it do, and nothing else (docs/behaviour.md §500):
// every expectation below is read from contracts/permissions.ts, the table the server enforces.
const env = useServerAndBrowser({ seed: 'none' });

interface Archive {
  video: Media;
  trashed: Media;
}

/** A public interview with a history, a release page, a visitor's message and request, and one video in the trash. */
async function archive(): Promise<Archive> {
  const admin = await adminHeaders(env.server);
  const create = async (title: string) =>
    (await call<Media>(env.server, 'POST', apiPaths.media.full, { headers: admin, json: fullPayload({ title, visibility: 'public' }) }))
      .body;
  const video = await create('Weavers of Azrou');
  await call(env.server, 'PUT', apiPaths.media.fullDetail(video.id), {
    headers: admin,
    json: fullPayload({ title: 'Weavers of Azrou', visibility: 'public', description: 'A second telling.' }),
  });
  const trashed = await create('Salt road');
  await call(env.server, 'DELETE', apiPaths.media.detail(trashed.id), { headers: admin });
  await call(env.server, 'POST', apiPaths.contact, {
    json: { name: 'Amina Visitor', email: 'amina@example.org', message: 'A question about the weavers.' },
  });
  await call(env.server, 'POST', apiPaths.media.accessRequests(video.id), {
    json: { name: 'Salma Researcher', email: 'salma@example.org', purpose: 'A thesis on weaving cooperatives' },
  });
  return { video, trashed };
}

/**
 * Whether the page shows `locator` once its screen has loaded (`ready`) and knows who is signed in (the
 * sidebar names the account and its role: before that, nothing role-bound is offered).
 */
async function shows(page: Page, ready: Locator, locator: Locator): Promise<boolean> {
  await page.getByTestId('signed-in-as').waitFor();
  await ready.waitFor();
  return (await locator.count()) > 0;
}

async function checkScreens(page: Page, role: Role, { video, trashed }: Archive) {
  const expectShown = async (permission: Permission, ready: Locator, locator: Locator, what: string) =>
    expect(await shows(page, ready, locator), `${role}: ${what}`).toBe(can(role, permission));

  await expectShown(
    'accounts.manage',
    page.getByRole('link', { name: 'My account' }),
    page.getByRole('link', { name: 'Users' }),
    'Users in the menu',
  );

  await page.goto('/atlas-control/videos');
  const card = page.getByText('Weavers of Azrou').first();
  await expectShown('media.create', card, page.getByRole('link', { name: '+ Add new video' }), 'add a video');

  await page.goto(`/atlas-control/videos/edit/${video.id}`);
  const title = page.getByLabel(/^Title/);
  await page.getByTestId('signed-in-as').waitFor();
  await title.waitFor();
  expect(await title.isEnabled(), `${role}: step 1 (information) editable`).toBe(can(role, 'media.edit'));
  expect(await page.getByLabel(/^Visibility/).isEnabled(), `${role}: visibility editable`).toBe(can(role, 'media.publish'));
  const level = page.getByLabel('Access level');
  await level.waitFor();
  expect(await level.isEnabled(), `${role}: access level editable`).toBe(can(role, 'access.manage'));
  await expectShown('access.manage', level, page.getByRole('button', { name: 'Save access' }), 'save access');
  await expectShown('media.edit', level, page.getByText('Drop audio or video files here'), 'upload a recording');
  await page.getByRole('tab', { name: 'Participants' }).click();
  await expectShown(
    'transcript.edit',
    page.getByRole('tab', { name: 'Participants', selected: true }),
    page.getByRole('button', { name: 'Finish' }),
    'save participants',
  );

  await page.goto(`/atlas-control/videos/consent/${video.id}`);
  await expectShown(
    'access.manage',
    page.getByRole('heading', { name: /Releases/ }),
    page.getByRole('button', { name: 'Save release' }),
    'save a release',
  );

  await page.goto(`/atlas-control/videos/history/${video.id}`);
  await expectShown(
    'media.restore',
    page.getByTestId('version').first(),
    page.getByRole('button', { name: /Restore this version/ }),
    'restore a version',
  );

  await page.goto('/atlas-control/trash');
  const item = page.getByTestId('trash-item').filter({ hasText: trashed.title });
  await expectShown('media.restore', item, item.getByRole('button', { name: /Restore/ }), 'restore from the trash');
  await expectShown('media.delete', item, item.getByRole('button', { name: /Delete forever/ }), 'delete for good');

  await page.goto('/atlas-control/messages');
  const message = page.getByTestId('message').filter({ hasText: 'A question about the weavers.' });
  await expectShown('messages.manage', message, message.getByRole('button', { name: 'Delete' }), 'delete a message');

  await page.goto('/atlas-control/access-requests');
  const request = page.getByTestId('access-request').filter({ hasText: 'Salma Researcher' });
  await expectShown('access.manage', request, request.getByRole('button', { name: 'Approve' }), 'approve a request');
}

describe('each role’s screens follow the permission table', () => {
  let data: Archive;
  beforeAll(async () => {
    data = await archive();
  });

  it.each(['editor', 'transcriber', 'viewer'] as const)('a signed-in %s sees the actions the role allows, and only those', async (role) => {
    const staff = await createStaff(env.server, await adminHeaders(env.server), role, `staff-${role}`);
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page, 'en', { username: staff.username, password: STAFF_PASSWORD });
    const roleName = { editor: 'Editor', transcriber: 'Transcriber', viewer: 'Viewer' }[role];
    await page
      .getByTestId('signed-in-as')
      .filter({ hasText: `Signed in as ${staff.username} (${roleName})` })
      .waitFor();
    await checkScreens(page, role, data);
    await context.close();
  });
});

describe('a transcriber’s change to a public interview', () => {
  it('in Arabic, is said to wait for an editor, and the public still sees the interview as it was', async () => {
    const admin = await adminHeaders(env.server);
    const video = (
      await call<Media>(env.server, 'POST', apiPaths.media.full, {
        headers: admin,
        json: fullPayload({ title: 'Potters of Safi', visibility: 'public' }),
      })
    ).body;
    const staff = await createStaff(env.server, admin, 'transcriber', 'mouna');
    const { context, page } = await newPage(env.browser, env.server.url, 'ar');
    await signIn(page, 'ar', { username: staff.username, password: STAFF_PASSWORD });
    await page.goto(`/atlas-control/videos/edit/${video.id}`);
    await page.getByRole('tab', { name: 'المشاركون' }).click();
    const guest = page.getByRole('listitem', { name: 'المشارك 2' }).getByLabel(/^الاسم الأول/);
    await guest.fill('Gilberte');
    await page.getByRole('button', { name: 'إنهاء' }).click();
    await page.getByRole('status').filter({ hasText: 'أُرسل التغيير للمراجعة. يجب أن يقبله محرر قبل أن يراه الجمهور' }).waitFor();
    // It stays on the form and does not claim the video was updated.
    expect(await page.getByText('تم تحديث الفيديو بنجاح!').count()).toBe(0);
    await context.close();

    const publicView = await call<Media>(env.server, 'GET', apiPaths.media.detail(video.id));
    expect(publicView.body.participants.map((p) => p.first_name)).toEqual(['Hana', 'Gil']);
    const open = await call<ProposalList>(env.server, 'GET', '/api/admin/proposals/', { headers: admin });
    expect(open.body.results.map((p) => ({ media: p.media, author: p.author }))).toEqual([{ media: video.id, author: 'mouna' }]);
  });
});

describe('who changed what, and sessions', () => {
  it('History names the staff member behind each change; “Sign out everywhere” ends the session at once', async () => {
    const admin = await adminHeaders(env.server);
    const video = (
      await call<Media>(env.server, 'POST', apiPaths.media.full, { headers: admin, json: fullPayload({ title: 'Tanners of Fez' }) })
    ).body;
    const editor = await createStaff(env.server, admin, 'editor', 'ines');
    const saved = await call(env.server, 'PUT', apiPaths.media.fullDetail(video.id), {
      headers: editor.headers,
      json: fullPayload({ title: 'Tanners of Fez, the dye pits' }),
    });
    expect(saved.status).toBe(200);

    const viewer = await createStaff(env.server, admin, 'viewer', 'walid');
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page, 'en', { username: viewer.username, password: STAFF_PASSWORD });
    await page.goto(`/atlas-control/videos/history/${video.id}`);
    const version = page.getByTestId('version').first();
    await version.getByText(/ by ines$/).waitFor();
    await version.getByRole('button', { name: /change/ }).click();
    await version.getByText('Tanners of Fez, the dye pits').waitFor();

    const token = await page.evaluate(() => sessionStorage.getItem('adminToken'));
    expect((await call(env.server, 'GET', '/api/admin/account/', { headers: { authorization: `Bearer ${token}` } })).status).toBe(200);
    await page.getByRole('link', { name: 'My account' }).click();
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page.waitForURL('**/atlas-control/login');
    expect((await call(env.server, 'GET', '/api/admin/account/', { headers: { authorization: `Bearer ${token}` } })).status).toBe(401);
    await context.close();
  });
});
