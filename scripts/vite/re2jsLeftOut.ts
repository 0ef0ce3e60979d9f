/**
 * Stands in for re2js in the browser builds (vite.config.ts). Firestore's full SDK imports it for one
 * thing: evaluating the regular-expression functions of pipeline queries on the device. The shop sends
 * no pipeline queries, and re2js was a third of the Firestore chunk every Firebase-mode page loads
 * (150 of its 458 kB minified, 45 of its 131 kB gzip, all of it evaluated when it loads). Should a
 * pipeline ever reach it, this fails loudly instead of matching wrongly.
 */
export const RE2JS = {
  compile(): never {
    throw new Error('re2js is left out of the build: Firestore pipeline regular expressions are not supported');
  },
};
