/** screens.store.days.<key>, Sunday first as the settings' hours are (Date#getDay). */
export const WEEK_DAY_KEYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export type WeekDayKey = (typeof WEEK_DAY_KEYS)[number];
