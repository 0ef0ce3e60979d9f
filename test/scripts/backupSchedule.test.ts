// @vitest-environment node
import { createServer, type IncomingHttpHeaders } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Credential } from 'firebase-admin/app';
import { describe, expect, it } from 'vitest';
import { backupSchedulesUrl, ensureBackupSchedule, type ApiAnswer, type GoogleApiCall } from '../../scripts/setup/backupSchedule';
import { googleApi } from '../../scripts/setup/googleApi';

// Issue 41, part 5: `npm run setup:firebase -- --deploy` schedules a daily Firestore backup kept 7
// days. Google's API is faked at the HTTP edge: each test scripts its answers in the shapes the
// Firestore Admin REST API documents, and reads back the requests the setup made.

const PROJECT = 'gaon-kirana-shop';
const URL = 'https://firestore.googleapis.com/v1/projects/gaon-kirana-shop/databases/(default)/backupSchedules';

/** A Google API that answers `answers` in order, recording every request. */
function googleAnswering(...answers: ApiAnswer[]): {
  call: GoogleApiCall;
  requests: Array<{ method: string; url: string; body?: unknown }>;
} {
  const requests: Array<{ method: string; url: string; body?: unknown }> = [];
  const call: GoogleApiCall = async (method, url, body) => {
    requests.push(body === undefined ? { method, url } : { method, url, body });
    const answer = answers.shift();
    if (!answer) throw new Error(`unexpected request ${method} ${url}`);
    return answer;
  };
  return { call, requests };
}

const error = (status: number, code: string, message: string): ApiAnswer => ({
  status,
  body: { error: { code: status, status: code, message } },
});
const schedule = (fields: Record<string, unknown>) => ({ name: `projects/${PROJECT}/databases/(default)/backupSchedules/abc`, ...fields });

describe('the daily backup schedule of the setup', () => {
  it('is asked of the (default) database of the project', () => {
    expect(backupSchedulesUrl(PROJECT)).toBe(URL);
  });

  it('creates a daily schedule keeping backups 7 days when the database has none', async () => {
    const google = googleAnswering(
      { status: 200, body: {} },
      { status: 200, body: schedule({ retention: '604800s', dailyRecurrence: {} }) },
    );
    expect(await ensureBackupSchedule(google.call, PROJECT)).toEqual({
      ok: true,
      changed: true,
      message: 'Daily backups of the database, kept 7 days, are scheduled (the first within a day).',
    });
    expect(google.requests).toEqual([
      { method: 'GET', url: URL },
      { method: 'POST', url: URL, body: { retention: '604800s', dailyRecurrence: {} } },
    ]);
  });

  it('creates the daily one beside a weekly schedule the owner already has', async () => {
    const weekly = schedule({ retention: '2419200s', weeklyRecurrence: { day: 'SUNDAY' } });
    const google = googleAnswering({ status: 200, body: { backupSchedules: [weekly] } }, { status: 200, body: {} });
    expect(await ensureBackupSchedule(google.call, PROJECT)).toMatchObject({ ok: true, changed: true });
    expect(google.requests.map((r) => r.method)).toEqual(['GET', 'POST']);
  });

  it('changes nothing when run again: the daily schedule is there', async () => {
    const google = googleAnswering({ status: 200, body: { backupSchedules: [schedule({ retention: '604800s', dailyRecurrence: {} })] } });
    expect(await ensureBackupSchedule(google.call, PROJECT)).toEqual({
      ok: true,
      changed: false,
      message: 'Daily backups of the database, kept 7 days, were already scheduled.',
    });
    expect(google.requests).toHaveLength(1);
  });

  it('leaves a daily schedule with another retention as the owner set it', async () => {
    const google = googleAnswering({ status: 200, body: { backupSchedules: [schedule({ retention: '1209600s', dailyRecurrence: {} })] } });
    expect(await ensureBackupSchedule(google.call, PROJECT)).toEqual({
      ok: true,
      changed: false,
      message: 'A daily backup schedule was already there, keeping backups 14 days: left as it is.',
    });
    expect(google.requests).toHaveLength(1);
  });

  it('takes a schedule created meanwhile (409 ALREADY_EXISTS) as done', async () => {
    const google = googleAnswering({ status: 200, body: {} }, error(409, 'ALREADY_EXISTS', 'Backup schedule already exists.'));
    expect(await ensureBackupSchedule(google.call, PROJECT)).toEqual({
      ok: true,
      changed: false,
      message: 'Daily backups of the database were already scheduled.',
    });
  });

  it('says a project without billing needs the Blaze plan', async () => {
    const google = googleAnswering(
      { status: 200, body: {} },
      error(400, 'FAILED_PRECONDITION', 'Billing must be enabled for project gaon-kirana-shop to use this feature.'),
    );
    const outcome = await ensureBackupSchedule(google.call, PROJECT);
    expect(outcome).toMatchObject({ ok: false, changed: false });
    expect(outcome.message).toMatch(
      /^No daily backups: scheduled backups need the Blaze \(pay as you go\) plan, and project gaon-kirana-shop has no billing/,
    );
    expect(outcome.message).toContain('(FAILED_PRECONDITION: Billing must be enabled');
  });

  it('names the role an account without permission needs, and the console page that does it by hand', async () => {
    const google = googleAnswering(error(403, 'PERMISSION_DENIED', "Missing permission 'datastore.backupSchedules.list'."));
    const outcome = await ensureBackupSchedule(google.call, PROJECT);
    expect(outcome).toMatchObject({ ok: false, changed: false });
    expect(outcome.message).toContain('roles/datastore.backupSchedulesAdmin');
    expect(outcome.message).toContain(
      'https://console.cloud.google.com/firestore/databases/-default-/disaster-recovery?project=gaon-kirana-shop',
    );
    expect(google.requests).toHaveLength(1);
  });

  it('says what Firestore said for anything else, and Google out of reach, without throwing', async () => {
    const unreachable = googleAnswering({
      status: 0,
      body: { error: { status: 'UNREACHABLE', message: 'getaddrinfo ENOTFOUND firestore.googleapis.com' } },
    });
    expect((await ensureBackupSchedule(unreachable.call, PROJECT)).message).toMatch(
      /^No daily backups: Firestore did not create the schedule \(UNREACHABLE: getaddrinfo ENOTFOUND firestore.googleapis.com\)/,
    );
    const refused = googleAnswering({ status: 200, body: {} }, error(400, 'INVALID_ARGUMENT', 'Retention too long.'));
    expect(await ensureBackupSchedule(refused.call, PROJECT)).toMatchObject({
      ok: false,
      message: expect.stringContaining('INVALID_ARGUMENT: Retention too long.'),
    });
  });
});

describe('the requests to Google', () => {
  const credential = { getAccessToken: async () => ({ access_token: 'token-of-the-owner', expires_in: 3600 }) } as Credential;

  /** A local server standing in for Google: answers `status` and `text`, and keeps what it was sent. */
  async function google(status: number, text: string) {
    const seen: Array<{ method?: string; headers: IncomingHttpHeaders; body: string }> = [];
    const server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        seen.push({ method: request.method, headers: request.headers, body });
        response.writeHead(status, { 'content-type': 'application/json' }).end(text);
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/v1/backupSchedules`;
    return { url, seen, close: () => new Promise((resolve) => server.close(resolve)) };
  }

  it('carry the owner’s token, the project as quota project, and the JSON body; the answer comes back as sent', async () => {
    const server = await google(200, '{"name":"projects/p/databases/(default)/backupSchedules/s1"}');
    try {
      const answer = await googleApi(credential, PROJECT)('POST', server.url, { retention: '604800s', dailyRecurrence: {} });
      expect(answer).toEqual({ status: 200, body: { name: 'projects/p/databases/(default)/backupSchedules/s1' } });
      expect(server.seen).toEqual([expect.objectContaining({ method: 'POST', body: '{"retention":"604800s","dailyRecurrence":{}}' })]);
      expect(server.seen[0]!.headers).toMatchObject({ authorization: 'Bearer token-of-the-owner', 'x-goog-user-project': PROJECT });
    } finally {
      await server.close();
    }
  });

  it('turn an answer that is not JSON, or no token, into an error body instead of throwing', async () => {
    const server = await google(502, '<html>Bad gateway</html>');
    try {
      expect(await googleApi(credential, PROJECT)('GET', server.url)).toEqual({
        status: 502,
        body: { error: { message: '<html>Bad gateway</html>' } },
      });
    } finally {
      await server.close();
    }
    const noCredentials = {
      getAccessToken: async () => Promise.reject(new Error('Could not load the default credentials')),
    } as unknown as Credential;
    expect(await googleApi(noCredentials, PROJECT)('GET', 'http://127.0.0.1:9/')).toEqual({
      status: 0,
      body: { error: { status: 'UNREACHABLE', message: 'Could not load the default credentials' } },
    });
  });
});
