import { fileURLToPath } from 'node:url';
import { catalogToCsv } from '../../src/domain/catalog/csv/catalogToCsv';
import { seedProducts } from '../../src/infrastructure/local/seed/seedProducts';

/**
 * The starter catalogue a new store can import (`npm run setup:firebase -- --admin ... --catalogue`):
 * the demo shop's products with their Hindi names, sizes, prices and stock, in the CSV the admin
 * screen exports and imports. Photos are the shop's own drawings under public/products, so they are
 * served with the site. The owner changes prices and stock to their own shelves afterwards.
 */
export const STARTER_CATALOGUE_FILE = fileURLToPath(new URL('./starter-catalogue.csv', import.meta.url));

/** The file's text as it is committed; `node scripts/setup/write-starter-catalogue.mjs` writes it again from the seed. */
export const starterCatalogueCsv = (): string => catalogToCsv(seedProducts(0));
