/** The catalogue's data shape, a hash of the files that define it (vite.config.ts, `define`). */
declare const __CATALOG_SHAPE__: string;
