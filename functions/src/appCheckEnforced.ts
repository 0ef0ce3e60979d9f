const TRUE_WORDS = /^(1|true|yes|on)$/i;

/**
 * Whether the callables refuse a call that carries no valid App Check token (docs/FIREBASE.md
 * 'App Check'): on when the deployed functions' environment says ENFORCE_APP_CHECK=true
 * (functions/.env.<project id>), and never in the Functions emulator, which the browser reaches
 * without App Check.
 */
export const appCheckEnforced = (env: Record<string, string | undefined>): boolean =>
  env.FUNCTIONS_EMULATOR !== 'true' && TRUE_WORDS.test((env.ENFORCE_APP_CHECK ?? '').trim());
