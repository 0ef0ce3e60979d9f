import type { Paise } from '../../domain/shared/Money';

const whole = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', maximumFractionDigits: 0 });
const withPaise = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });

/** Rupees with Indian digit grouping: '₹1,25,000' when there are no paise, '₹1,25,000.50' otherwise. */
export const formatPrice = (paise: Paise): string => (paise % 100 === 0 ? whole.format(paise / 100) : withPaise.format(paise / 100));
