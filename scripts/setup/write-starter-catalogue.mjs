// Writes scripts/setup/starter-catalogue.csv from the demo shop's seed (src/infrastructure/local/seed),
// after a change to the seed; test/firebase/setup/starterCatalogue.test.ts says when it is needed.
import { writeFileSync } from 'node:fs';
import { runnerImport } from 'vite';

const { module } = await runnerImport(new URL('./starterCatalogue.ts', import.meta.url).pathname, { configFile: false, logLevel: 'error' });
writeFileSync(module.STARTER_CATALOGUE_FILE, module.starterCatalogueCsv());
console.log(`Wrote ${module.STARTER_CATALOGUE_FILE}`);
