import { describe, expect, it } from 'vitest';
import { defaultStoreSettings } from '../../../src/domain/store/defaultStoreSettings';
import { closureMessage, deliveryHoursStatus, istDay, parseClockTime } from '../../../src/domain/store/storeHours';
import type { StoreSettings, WeekHours } from '../../../src/domain/store/StoreSettings';

/** A moment given as IST wall-clock time (IST is UTC+05:30). */
const ist = (iso: string): number => Date.parse(`${iso}+05:30`);

const week = (day: { opens: string; closes: string } | null): WeekHours =>
  [day, day, day, day, day, day, day].map((d) => (d ? { ...d } : null)) as WeekHours;

const settings = (hours: WeekHours): Pick<StoreSettings, 'hours'> => ({ hours });

describe('istDay', () => {
  it('reads the Indian calendar day, not UTC: 00:30 IST is still the previous day in UTC', () => {
    // 2026-11-25 is a Wednesday.
    expect(istDay(ist('2026-11-25T00:30:00'))).toEqual({
      weekday: 3,
      minutes: 30,
      date: '2026-11-25',
      midnight: ist('2026-11-25T00:00:00'),
    });
  });
});

describe('parseClockTime', () => {
  it.each([
    ['00:00', 0],
    ['07:30', 450],
    ['23:59', 1439],
  ])('%s is %i minutes', (text, minutes) => expect(parseClockTime(text)).toBe(minutes));

  it.each(['24:00', '7:30', '12:60', '', 'noon', '12-30'])('refuses %j', (text) => expect(parseClockTime(text)).toBeNull());
});

describe('deliveryHoursStatus', () => {
  const daytime = settings(week({ opens: '07:00', closes: '21:00' }));

  it('is open inside the day window, from the opening minute up to (not including) closing', () => {
    expect(deliveryHoursStatus(daytime, ist('2026-11-25T07:00:00')).open).toBe(true);
    expect(deliveryHoursStatus(daytime, ist('2026-11-25T20:59:00')).open).toBe(true);
    expect(deliveryHoursStatus(daytime, ist('2026-11-25T21:00:00'))).toEqual({
      open: false,
      nextOpening: ist('2026-11-26T07:00:00'),
    });
  });

  it('before opening, the next opening is the same morning', () => {
    expect(deliveryHoursStatus(daytime, ist('2026-11-25T05:10:00'))).toEqual({ open: false, nextOpening: ist('2026-11-25T07:00:00') });
  });

  it('a window across midnight is open late in the evening and early the next morning', () => {
    const night = settings(week({ opens: '18:00', closes: '02:00' }));
    expect(deliveryHoursStatus(night, ist('2026-11-25T23:30:00')).open).toBe(true);
    expect(deliveryHoursStatus(night, ist('2026-11-26T01:59:00')).open).toBe(true);
    expect(deliveryHoursStatus(night, ist('2026-11-26T02:00:00'))).toEqual({ open: false, nextOpening: ist('2026-11-26T18:00:00') });
  });

  it("after midnight, yesterday's late window counts even when today is a closed day", () => {
    const hours = week(null);
    hours[3] = { opens: '20:00', closes: '01:00' }; // Wednesday night into Thursday
    expect(deliveryHoursStatus(settings(hours), ist('2026-11-26T00:30:00')).open).toBe(true);
    // Next opening after that: the following Wednesday evening.
    expect(deliveryHoursStatus(settings(hours), ist('2026-11-26T01:00:00'))).toEqual({
      open: false,
      nextOpening: ist('2026-12-02T20:00:00'),
    });
  });

  it('skips closed days to find the next opening', () => {
    const hours = week({ opens: '08:00', closes: '20:00' });
    hours[0] = null; // closed on Sunday
    // Saturday 2026-11-28 at 21:00: Sunday is closed, so Monday 08:00.
    expect(deliveryHoursStatus(settings(hours), ist('2026-11-28T21:00:00')).nextOpening).toBe(ist('2026-11-30T08:00:00'));
  });

  it('equal opening and closing times mean open all day', () => {
    expect(deliveryHoursStatus(settings(week({ opens: '00:00', closes: '00:00' })), ist('2026-11-25T03:00:00')).open).toBe(true);
  });

  it('with no hours at all, it is closed with no next opening', () => {
    expect(deliveryHoursStatus(settings(week(null)), ist('2026-11-25T12:00:00'))).toEqual({ open: false, nextOpening: null });
  });
});

describe('closureMessage', () => {
  const closed = { closure: { date: '2026-11-25', message: 'Closed for Diwali puja' } };

  it('gives the message on that IST day only', () => {
    expect(closureMessage(closed, ist('2026-11-25T00:05:00'))).toBe('Closed for Diwali puja');
    expect(closureMessage(closed, ist('2026-11-25T23:59:00'))).toBe('Closed for Diwali puja');
    expect(closureMessage(closed, ist('2026-11-26T00:00:00'))).toBeNull();
    expect(closureMessage(closed, ist('2026-11-24T23:59:00'))).toBeNull();
  });

  it('is null when the shop is not closed', () => {
    expect(closureMessage(defaultStoreSettings(), ist('2026-11-25T12:00:00'))).toBeNull();
  });
});
