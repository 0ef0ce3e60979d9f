import type { SetupStep } from './setupStore';

/** One answer of a Google API: its HTTP status and its JSON body (an error body is `{ error: { code, status, message } }`). */
export interface ApiAnswer {
  status: number;
  body: unknown;
}

/** The HTTP edge: a request to a Google API with the owner's credentials (a fake in tests). */
export type GoogleApiCall = (method: 'GET' | 'POST', url: string, body?: unknown) => Promise<ApiAnswer>;

/** Seven days, as the Firestore Admin API writes a duration. */
export const SEVEN_DAYS = '604800s';

/** A daily backup kept seven days: the request body of projects.databases.backupSchedules.create. */
export const DAILY_BACKUP = { retention: SEVEN_DAYS, dailyRecurrence: {} };

interface BackupSchedule {
  name?: string;
  retention?: string;
  dailyRecurrence?: object;
  weeklyRecurrence?: object;
}

interface ApiError {
  code?: number;
  status?: string;
  message?: string;
}

/** The Firestore Admin REST API's backup schedules of a project's (default) database. */
export const backupSchedulesUrl = (projectId: string): string =>
  `https://firestore.googleapis.com/v1/projects/${encodeURIComponent(projectId)}/databases/(default)/backupSchedules`;

const errorOf = (answer: ApiAnswer): ApiError => ((answer.body as { error?: ApiError } | null)?.error ?? {}) as ApiError;

const daysOf = (retention: string | undefined): string => {
  const seconds = Number(/^(\d+)s$/.exec(retention ?? '')?.[1]);
  return Number.isFinite(seconds) ? `${Math.round(seconds / 86_400)} days` : `'${retention}'`;
};

/** Why the API said no, in words for the owner, with what to do about it. */
function refusal(answer: ApiAnswer, projectId: string): string {
  const error = errorOf(answer);
  const said = `${error.status ?? `HTTP ${answer.status}`}: ${error.message ?? 'no message'}`;
  const console = `https://console.cloud.google.com/firestore/databases/-default-/disaster-recovery?project=${projectId}`;
  if (/billing/i.test(error.message ?? '')) {
    return (
      `No daily backups: scheduled backups need the Blaze (pay as you go) plan, and project ${projectId} has no billing account. ` +
      `Upgrade it in the Firebase console (Usage and billing), then run this again (${said}).`
    );
  }
  if (error.status === 'PERMISSION_DENIED' || answer.status === 403) {
    return (
      `No daily backups: the account running this may not manage Firestore backup schedules in ${projectId}. ` +
      'Give it the role Cloud Datastore Backup Schedules Admin (roles/datastore.backupSchedulesAdmin) or Cloud Datastore Owner, ' +
      `or create the schedule in the console (${console}) (${said}).`
    );
  }
  return `No daily backups: Firestore did not create the schedule (${said}). Try again, or create it in the console (${console}).`;
}

/**
 * Makes sure the project's (default) Firestore database has a daily backup schedule that keeps each
 * backup 7 days (docs/FIREBASE.md, 'If data is lost'), through the Firestore Admin REST API
 * (projects.databases.backupSchedules): lists the schedules, and creates the daily one only when
 * there is none, so a second run changes nothing. A daily schedule the owner set up with another
 * retention is left as it is (a database has at most one). Never throws for a refusal: the answer
 * says what was done, or why not (no billing, no permission, anything else Firestore said); `ok`
 * is false when there is no daily schedule afterwards.
 */
export async function ensureBackupSchedule(call: GoogleApiCall, projectId: string): Promise<SetupStep & { ok: boolean }> {
  const url = backupSchedulesUrl(projectId);
  const listed = await call('GET', url);
  if (listed.status !== 200) return { ok: false, changed: false, message: refusal(listed, projectId) };
  const schedules = ((listed.body as { backupSchedules?: BackupSchedule[] } | null)?.backupSchedules ?? []).filter(
    (s) => s.dailyRecurrence,
  );
  const daily = schedules[0];
  if (daily) {
    return {
      ok: true,
      changed: false,
      message:
        daily.retention === SEVEN_DAYS
          ? 'Daily backups of the database, kept 7 days, were already scheduled.'
          : `A daily backup schedule was already there, keeping backups ${daysOf(daily.retention)}: left as it is.`,
    };
  }
  const created = await call('POST', url, DAILY_BACKUP);
  if (created.status === 200) {
    return { ok: true, changed: true, message: 'Daily backups of the database, kept 7 days, are scheduled (the first within a day).' };
  }
  // Someone (another run, the console) created it between the list and now.
  if (created.status === 409 || errorOf(created).status === 'ALREADY_EXISTS') {
    return { ok: true, changed: false, message: 'Daily backups of the database were already scheduled.' };
  }
  return { ok: false, changed: false, message: refusal(created, projectId) };
}
