import { beforeAll, describe, expect, it } from 'vitest';
import type { Media, MediaPage } from '#contracts/media';
import { adminHeaders } from '../api/test/test-server.ts';
import { toFormValues } from '../web/src/features/admin/videos/form/video-form-mapping.ts';
import { videoFormSchema } from '../web/src/features/admin/videos/form/video-form-schema.ts';
import { adminTexts } from './support/admin-texts.ts';
import { signIn } from './support/admin.ts';
import { newPage } from './support/browser.ts';
import { useServerAndBrowser } from './support/server-and-browser.ts';

const enAdmin = adminTexts.en;

// The sample archive as staff meet it (docs/decisions.md §57): every interview passes the wizard's own
// rules, and "Consent missing" marks only the interview kept without its narrator's release.
const env = useServerAndBrowser();
let interviews: Media[];
const AUDIO = 'A Morning at the Souk (audio sample)';
const WITHOUT_RELEASE = "Grandmother's Tales from Ouizeght";
const WITH_RELEASE = 'The Cedar Carvers of Azrou';

beforeAll(async () => {
  const headers = await adminHeaders(env.server);
  const read = async <T>(path: string) => (await (await fetch(`${env.server.url}${path}`, { headers })).json()) as T;
  const list = await read<MediaPage>('/api/v/media/?page_size=100');
  interviews = await Promise.all(list.results.map((summary) => read<Media>(`/api/v/media/${summary.id}/`)));
});

const idOf = (title: string) => interviews.find((video) => video.title === title)!.id;

describe('the sample archive in the admin', () => {
  it('every interview opens in the wizard with nothing to correct', async () => {
    expect(interviews).toHaveLength(32);
    const problems = interviews.flatMap((video) => {
      const result = videoFormSchema.safeParse(toFormValues(video));
      return result.success ? [] : result.error.issues.map((issue) => `${video.title}: ${issue.path.join('.')} ${issue.message}`);
    });
    expect(problems).toEqual([]);

    // As staff see it: the audio interview's first step saves and moves on.
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.goto(`/atlas-control/videos/edit/${idOf(AUDIO)}`);
    await page.getByText(enAdmin.form.stepOf.replace('{{step}}', '1').replace('{{total}}', '3')).waitFor();
    await page.getByRole('button', { name: enAdmin.form.next }).click();
    await page.getByText(enAdmin.form.stepOf.replace('{{step}}', '2').replace('{{total}}', '3')).waitFor();
    expect(await page.getByText(enAdmin.form.errors.importantPeople).count()).toBe(0);
    await context.close();
  });

  it('shows "Consent missing" on the interview without a release and not on one with it, as cards and as a table', async () => {
    const { context, page } = await newPage(env.browser, env.server.url);
    await signIn(page);
    await page.goto('/atlas-control/videos');
    const badge = enAdmin.consent.missingBadge;
    const card = (title: string) => page.getByTestId('video-card').filter({ has: page.getByRole('heading', { name: title, exact: true }) });
    await card(WITHOUT_RELEASE).getByText(badge, { exact: true }).waitFor();
    expect(await card(WITH_RELEASE).getByText(badge, { exact: true }).count()).toBe(0);
    expect(await page.getByTestId('video-card').count()).toBe(32);
    expect(await page.getByTestId('consent-missing').count()).toBe(1);
    await page.getByRole('button', { name: enAdmin.videos.view.table, exact: true }).click();
    const row = (title: string) => page.getByRole('row').filter({ has: page.getByRole('button', { name: title, exact: true }) });
    await row(WITHOUT_RELEASE).getByText(badge, { exact: true }).waitFor();
    expect(await row(WITH_RELEASE).getByText(badge, { exact: true }).count()).toBe(0);
    await context.close();
  });
});
