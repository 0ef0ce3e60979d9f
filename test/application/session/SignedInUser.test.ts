import { describe, expect, it } from 'vitest';
import { SignedInUser } from '../../../src/application/session/SignedInUser';
import type { UserProfile } from '../../../src/domain/user/UserProfile';
import { userFactory } from '../../factories/userFactory';

describe('SignedInUser', () => {
  const asha = userFactory.build({ uid: 'asha' });
  const ravi = userFactory.build({ uid: 'ravi' });

  it('reports who is signed in at once, then each change, until stopped', () => {
    const user = new SignedInUser();
    user.set(asha);
    const seen: (string | null)[] = [];
    const stop = user.observe((p) => seen.push(p?.uid ?? null));
    user.set(null);
    user.set(ravi);
    stop();
    user.set(asha);
    expect(seen).toEqual(['asha', null, 'ravi']);
    expect(user.profile()).toBe(asha);
  });

  it('reports the same profile only once', () => {
    const user = new SignedInUser();
    const seen: (UserProfile | null)[] = [];
    user.observe((p) => seen.push(p));
    user.set(null);
    user.set(asha);
    user.set(asha);
    expect(seen).toEqual([null, asha]);
  });

  it('does not report to a listener another one stopped during the same change', () => {
    const user = new SignedInUser();
    const seen: string[] = [];
    let stopSecond = () => {};
    user.observe((p) => {
      if (p) stopSecond();
    });
    stopSecond = user.observe((p) => seen.push(p?.uid ?? 'nobody'));
    user.set(asha);
    expect(seen).toEqual(['nobody']);
  });
});
