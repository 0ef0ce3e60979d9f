/** The store's books in Firestore: daySummaries/{YYYY-MM-DD} (IST day) and firstOrders/{uid}; only the server writes them. */
export const DAY_SUMMARIES = 'daySummaries';
export const FIRST_ORDERS = 'firstOrders';
