/** The delivery code was missing or wrong: the box under it says so, the order stays. */
export type DeliveryCodeError = 'store.deliveryCodeRequired' | 'store.deliveryCodeWrong';

export const isDeliveryCodeError = (code: string): code is DeliveryCodeError =>
  code === 'store.deliveryCodeRequired' || code === 'store.deliveryCodeWrong';
