import { describe, expect, it } from 'vitest';
import type { ConsentOverview, ConsentStatus } from '#contracts/consent';
import type { MediaPage } from '#contracts/media';
import { apiPaths } from '#contracts/paths';
import { call } from '../../test/http.ts';
import { useTestServer } from '../../test/use-test-server.ts';
import type { TestContext } from '../../test/use-test-server.ts';

// The sample archive carries its narrators' releases (docs/decisions.md §57): "Consent missing" marks only
// the interview kept without one, where staff must act before publishing it.
const WITHOUT_RELEASE = "Grandmother's Tales from Ouizeght";

async function everyInterview(t: TestContext) {
  return (await call<MediaPage>(t.server, 'GET', '/api/v/media/?page_size=100', { headers: t.admin })).body.results;
}

describe('the sample archive’s releases', () => {
  const t = useTestServer();

  it('leave one interview, archived, lacking consent; every other narrator has a public release', async () => {
    const interviews = await everyInterview(t);
    expect(interviews).toHaveLength(32);
    const ids = interviews.map((v) => v.id).join(',');
    const status = (await call<ConsentStatus>(t.server, 'GET', `${apiPaths.admin.consentStatus}?ids=${ids}`, { headers: t.admin })).body;
    const lacking = status.results.filter((r) => r.consent_missing).map((r) => interviews.find((v) => v.id === r.media)!);
    expect(lacking.map((v) => [v.title, v.visibility])).toEqual([[WITHOUT_RELEASE, 'archived']]);
    const overview = (await call<ConsentOverview>(t.server, 'GET', apiPaths.admin.consents(lacking[0]!.id), { headers: t.admin })).body;
    expect(overview.missing).toEqual([{ first_name: 'Touda', last_name: 'Amellal', reason: 'no_release' }]);
  });
});

describe('the sample archive under CONSENT_POLICY=require', () => {
  const t = useTestServer({ consentPolicy: 'require' });
  const publish = (id: number, visibility: 'public' | 'archived') =>
    call<{ code?: string }>(t.server, 'PATCH', apiPaths.media.visibility(id), { json: { visibility }, headers: t.admin });

  it('lets staff archive and publish again an interview whose narrator signed, and refuses the one without', async () => {
    const interviews = await everyInterview(t);
    const signed = interviews.find((v) => v.title === 'The Cedar Carvers of Azrou')!;
    expect((await publish(signed.id, 'archived')).status).toBe(200);
    expect((await publish(signed.id, 'public')).status).toBe(200);
    const unsigned = interviews.find((v) => v.title === WITHOUT_RELEASE)!;
    const refused = await publish(unsigned.id, 'public');
    expect([refused.status, refused.body.code]).toEqual([409, 'consent_required']);
  });
});
