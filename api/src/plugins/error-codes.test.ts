import { describe, expect, it } from 'vitest';
import { type ApiErrorBody, ErrorCode, ErrorSchema } from '#contracts/errors';
import { call, mediaPayload } from '../../test/http.ts';
import { TEST_ADMIN } from '../../test/test-server.ts';
import { useTestServer } from '../../test/use-test-server.ts';

// Each kind of failure answers `{ code, message, errors? }` with its own stable code
// (contracts/errors.ts); the web app branches on these codes.
const open = useTestServer({ seed: 'none' });
const gated = useTestServer({ seed: 'none', platformPassword: 'open sesame' });

async function expectCode(res: Promise<{ status: number; body: unknown }>, status: number, code: ErrorCode) {
  const { status: actual, body } = await res;
  expect(actual).toBe(status);
  expect(ErrorSchema.strict().parse(body)).toMatchObject({ code, message: expect.stringMatching(/\S/) });
  return body as ApiErrorBody;
}

describe('error codes', () => {
  it('validation_failed names each field in errors', async () => {
    const body = await expectCode(
      call(open.server, 'POST', '/api/v/media/', { json: mediaPayload({ title: 42 }), headers: open.admin }),
      400,
      ErrorCode.validationFailed,
    );
    expect(body.errors?.map((e) => e.path)).toContain('body.title');
  });

  it('invalid_json, unsupported_media_type and payload_too_large', async () => {
    await expectCode(call(open.server, 'POST', '/api/v/media/', { raw: '{"title":', headers: open.admin }), 400, ErrorCode.invalidJson);
    await expectCode(
      call(open.server, 'POST', '/api/v/media/', {
        raw: 'title=x',
        headers: { ...open.admin, 'content-type': 'application/x-www-form-urlencoded' },
      }),
      415,
      ErrorCode.unsupportedMediaType,
    );
    const huge = JSON.stringify(mediaPayload({ description: 'x'.repeat(3 * 1024 * 1024) }));
    await expectCode(call(open.server, 'POST', '/api/v/media/', { raw: huge, headers: open.admin }), 413, ErrorCode.payloadTooLarge);
  });

  it('not_found for an unknown video and an unknown route', async () => {
    await expectCode(call(open.server, 'GET', '/api/v/media/999999/'), 404, ErrorCode.notFound);
    await expectCode(call(open.server, 'GET', '/api/no/such/route/'), 404, ErrorCode.notFound);
  });

  it('bad_request for a part that names another video', async () => {
    const video = await call<{ id: number }>(open.server, 'POST', '/api/v/media/', { json: mediaPayload(), headers: open.admin });
    const part = {
      media: video.body.id + 1,
      number: 1,
      title: 'x',
      start_time: '00:00:00',
      end_time: '00:01:00',
      description: '',
      transcript: '',
    };
    await expectCode(
      call(open.server, 'PUT', `/api/v/segments/replace/?media=${video.body.id}`, { json: [part], headers: open.admin }),
      400,
      ErrorCode.badRequest,
    );
  });

  it('authentication_required, invalid_credentials and invalid_refresh_token', async () => {
    await expectCode(call(open.server, 'GET', '/api/msg/message/'), 401, ErrorCode.authenticationRequired);
    await expectCode(
      call(open.server, 'GET', '/api/v/media/', { headers: { authorization: 'Bearer nonsense' } }),
      401,
      ErrorCode.authenticationRequired,
    );
    await expectCode(
      call(open.server, 'POST', '/api/u/login/', { json: { username: TEST_ADMIN.username, password: 'wrong' } }),
      401,
      ErrorCode.invalidCredentials,
    );
    await expectCode(
      call(open.server, 'POST', '/api/u/token/refresh/', { json: { refresh: 'nonsense' } }),
      401,
      ErrorCode.invalidRefreshToken,
    );
  });

  it('access_required and wrong_access_password behind the gate', async () => {
    await expectCode(call(gated.server, 'GET', '/api/v/media/'), 403, ErrorCode.accessRequired);
    await expectCode(call(gated.server, 'POST', '/api/u/access/', { json: { password: 'wrong' } }), 401, ErrorCode.wrongAccessPassword);
  });

  it('rate_limited after too many failed logins for one name', async () => {
    const attempt = () => call(open.server, 'POST', '/api/u/login/', { json: { username: 'someone', password: 'wrong' } });
    let last = await attempt();
    for (let i = 0; i < 10 && last.status !== 429; i += 1) last = await attempt();
    await expectCode(Promise.resolve(last), 429, ErrorCode.rateLimited);
  });
});
