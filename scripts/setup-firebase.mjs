// `npm run setup:firebase -- --admin owner@example.com [--catalogue] [--deploy]`: makes a new store
// ready on its Firebase project (docs/FIREBASE.md). The work is in scripts/setup/ (TypeScript that
// shares the shop's own rules and document shapes), loaded here through Vite's module runner, so it
// needs no build step; it runs in Node with firebase-admin and never enters the browser bundle.
import { runnerImport } from 'vite';

const cli = new URL('./setup/cli.ts', import.meta.url).pathname;
const { module } = await runnerImport(cli, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
