/** Money inside the domain is always an integer number of paise (1 rupee = 100 paise). */
export type Paise = number;

export const rupeesToPaise = (rupees: number): Paise => Math.round(rupees * 100);

export const paiseToRupees = (paise: Paise): number => paise / 100;
