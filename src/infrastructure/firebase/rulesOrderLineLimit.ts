/**
 * The most lines firestore.rules let one checkout carry: they verify the stock of at most 9
 * products per request (maxClaimedProducts), 8 when the order's delivery code is one more
 * document to check; an order holds at most 9 lines. Known before the Firestore chunk loads.
 */
export const rulesOrderLineLimit = (withDeliveryCode: boolean): number => (withDeliveryCode ? 8 : 9);
