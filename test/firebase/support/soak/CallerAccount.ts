import { FUNCTIONS_REGION } from '../../../../src/infrastructure/firebase/functionsRegion';
import { authEmulator, functionsEmulator } from '../emulatorHosts';
import { within } from '../within';

/**
 * One answer of a callable over HTTP: the use case's result, or the callable's own refusal (its
 * status: 'INVALID_ARGUMENT'..., 'HTTP 500' for a body that names none, 'NO_ANSWER' when none came).
 */
export type CallAnswer = { kind: 'result'; value: unknown; ms: number } | { kind: 'refused'; status: string; message: string; ms: number };

/** Refusals that say for sure nothing was done: the request was judged before the use case ran. */
const REFUSED_FOR_SURE = [
  'INVALID_ARGUMENT',
  'UNAUTHENTICATED',
  'FAILED_PRECONDITION',
  'PERMISSION_DENIED',
  'RESOURCE_EXHAUSTED',
  'NOT_FOUND',
];

/**
 * An answer that leaves the caller not knowing whether the change happened: none came, or the
 * function failed on the way (a timeout after 60 s is 'HTTP 500' on the emulator, 'INTERNAL' or
 * 'DEADLINE_EXCEEDED' in production). The shop's screens then show the live state, and a checkout
 * is tapped again with the same key.
 */
export const isUnclear = (answer: CallAnswer): boolean => answer.kind === 'refused' && !REFUSED_FOR_SURE.includes(answer.status);

/** An ID token lives an hour on the Auth emulator as in production: renew it well before. */
const TOKEN_LIFE_MS = 50 * 60_000;

const host = (at: { host: string; port: number } | null, what: string) => {
  if (!at) throw new Error(`the ${what} emulator is not running`);
  return `http://${at.host}:${at.port}`;
};

async function postJson(url: string, body: unknown, what: string, headers: Record<string, string> = {}, ms = 30_000): Promise<Response> {
  return within(
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body: JSON.stringify(body) }),
    what,
    ms,
  );
}

/**
 * A person with a real account on the Auth emulator, calling the store's callables the way the web
 * SDK does on the wire: a POST of `{ data }` with the ID token as a bearer token, answered with
 * `{ result }` or `{ error: { status } }`. Lighter than a web SDK app per person, so a soak can
 * keep hundreds of people signed in; the callable, its checks and its transaction are the same.
 */
export class CallerAccount {
  private token: string;
  private tokenAt: number;

  private constructor(
    readonly uid: string,
    readonly email: string,
    private readonly project: string,
    idToken: string,
    private readonly refreshToken: string,
  ) {
    this.token = idToken;
    this.tokenAt = Date.now();
  }

  /** Signs up a new account (email and password) on the Auth emulator. */
  static async signUp(email: string, project: string): Promise<CallerAccount> {
    const auth = host(authEmulator(), 'Auth');
    const response = await postJson(
      `${auth}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=emulator-api-key`,
      {
        email,
        password: 'secret-123',
        returnSecureToken: true,
      },
      'sign up',
    );
    const body = (await response.json()) as { localId?: string; idToken?: string; refreshToken?: string };
    if (!response.ok || !body.localId || !body.idToken || !body.refreshToken)
      throw new Error(`sign-up of ${email} failed: ${JSON.stringify(body)}`);
    return new CallerAccount(body.localId, email, project, body.idToken, body.refreshToken);
  }

  /** Calls the callable `name` with `data`; never throws: no answer within `ms` is 'NO_ANSWER'. */
  async call(name: string, data: unknown, ms = 120_000): Promise<CallAnswer> {
    const url = `${host(functionsEmulator(), 'Functions')}/${this.project}/${FUNCTIONS_REGION}/${name}`;
    const began = performance.now();
    try {
      const response = await postJson(url, { data }, `${name} call`, { authorization: `Bearer ${await this.idToken()}` }, ms);
      const text = await within(response.text(), `${name} answer`, ms);
      const elapsed = performance.now() - began;
      let body: { result?: unknown; error?: { status?: string; message?: string } } = {};
      try {
        body = JSON.parse(text) as typeof body;
      } catch {
        body = { error: { message: text.slice(0, 200) } };
      }
      if (body.error || !response.ok) {
        return {
          kind: 'refused',
          status: body.error?.status ?? `HTTP ${response.status}`,
          message: body.error?.message ?? '',
          ms: elapsed,
        };
      }
      return { kind: 'result', value: body.result, ms: elapsed };
    } catch (error) {
      return {
        kind: 'refused',
        status: 'NO_ANSWER',
        message: error instanceof Error ? error.message : String(error),
        ms: performance.now() - began,
      };
    }
  }

  private async idToken(): Promise<string> {
    if (Date.now() - this.tokenAt < TOKEN_LIFE_MS) return this.token;
    const auth = host(authEmulator(), 'Auth');
    const response = await within(
      fetch(`${auth}/securetoken.googleapis.com/v1/token?key=emulator-api-key`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({ grant_type: 'refresh_token', refresh_token: this.refreshToken }),
      }),
      'renew an ID token',
    );
    const body = (await response.json()) as { id_token?: string };
    if (!body.id_token) throw new Error(`renewing the token of ${this.email} failed: ${JSON.stringify(body)}`);
    this.token = body.id_token;
    this.tokenAt = Date.now();
    return this.token;
  }
}
