import type { Credential } from 'firebase-admin/app';
import type { ApiAnswer, GoogleApiCall } from './backupSchedule';

const jsonOf = (text: string): unknown => {
  try {
    return text ? JSON.parse(text) : null;
  } catch {
    return { error: { message: text.slice(0, 300) } };
  }
};

/**
 * Google's REST APIs with the owner's credentials (application-default, as the rest of the setup):
 * an OAuth token on each request, and the project named as the quota project, which APIs want when
 * the credentials are a person's rather than a service account's. A failure to reach Google or to
 * get a token is answered as an error body, like a refusal, so the caller has one path for both.
 */
export function googleApi(credential: Credential, projectId: string): GoogleApiCall {
  return async (method, url, body): Promise<ApiAnswer> => {
    try {
      const { access_token: token } = await credential.getAccessToken();
      const response = await fetch(url, {
        method,
        headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', 'x-goog-user-project': projectId },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      });
      return { status: response.status, body: jsonOf(await response.text()) };
    } catch (error) {
      return { status: 0, body: { error: { status: 'UNREACHABLE', message: error instanceof Error ? error.message : String(error) } } };
    }
  };
}
