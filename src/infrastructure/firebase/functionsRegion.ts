/**
 * Where the store's server functions run (functions/src/index.ts deploys there; the browser calls
 * there): Mumbai, the region nearest a store in Uttar Pradesh.
 */
export const FUNCTIONS_REGION = 'asia-south1';
