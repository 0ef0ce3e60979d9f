// `npm run rebuild:summaries [-- --project ID]`: works the store's books out again from its orders
// (docs/ARCHITECTURE.md, 'The store's books'). The work is in scripts/books/ (TypeScript sharing the
// shop's domain rules and converters), loaded through Vite's module runner as setup-firebase.mjs does.
import { runnerImport } from 'vite';

const cli = new URL('./books/cli.ts', import.meta.url).pathname;
const { module } = await runnerImport(cli, { configFile: false, logLevel: 'error' });
process.exitCode = await module.main(process.argv.slice(2));
