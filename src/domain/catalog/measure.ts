/**
 * Rounds a converted quantity to a millionth so that float noise (4.35 kg -> 4349.9999… g)
 * never costs a customer a pack; stored stock stays tidy after many restocks.
 */
export const roundMeasure = (value: number): number => Math.round(value * 1e6) / 1e6;
