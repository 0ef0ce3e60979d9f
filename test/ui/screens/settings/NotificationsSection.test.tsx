import { act, cleanup, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Language } from '../../../../src/domain/shared/Language';
import type { UserProfile } from '../../../../src/domain/user/UserProfile';
import { InMemoryAlertSettingsStore } from '../../../../src/infrastructure/memory/InMemoryAlertSettingsStore';
import { InMemoryAlertSound } from '../../../../src/infrastructure/memory/InMemoryAlertSound';
import { InMemoryDeviceNotifications } from '../../../../src/infrastructure/memory/InMemoryDeviceNotifications';
import { InMemoryPushDevices } from '../../../../src/infrastructure/memory/InMemoryPushDevices';
import en from '../../../../src/ui/i18n/en.json';
import hi from '../../../../src/ui/i18n/hi.json';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import type { ShopWorld } from '../../support/shopWorld';

afterEach(cleanup);

const WORDS = { en, hi } as const;
const rider = userFactory.build({ uid: 'del1', name: 'Suresh', userType: 'delivery' });
const shopper = userFactory.build({ uid: 'cust1', name: 'Sita' });

async function openSettings(language: Language, user: UserProfile, before: (world: ShopWorld) => void = () => undefined) {
  const app = await renderPage({ path: '/settings', real: ['/settings'], user, language, before });
  const words = WORDS[language].notifications;
  const section = within(await screen.findByRole('region', { name: words.title }));
  const device = {
    notifications: app.container.get(InMemoryDeviceNotifications),
    sound: app.container.get(InMemoryAlertSound),
    settings: app.container.get(InMemoryAlertSettingsStore),
    push: app.container.get(InMemoryPushDevices),
  };
  return { app, section, words, device };
}

describe.each(['en', 'hi'] as const)('Settings → Notifications (%s)', (language) => {
  const alertWords = WORDS[language].alerts;

  it('starts on with sound for a delivery person, and asks for permission only when they tap Turn on', async () => {
    const user = userEvent.setup();
    const { section, words, device } = await openSettings(language, rider, ({ container }) => {
      container.get(InMemoryPushDevices).available = 'ready';
    });
    expect(section.getByText(words.state.inApp)).toBeTruthy();
    expect((section.getByRole('checkbox', { name: words.sound }) as HTMLInputElement).checked).toBe(true);
    expect(device.notifications.prompts).toBe(0);

    await user.click(section.getByRole('button', { name: words.turnOn }));
    expect(await section.findByText(words.state.on)).toBeTruthy();
    expect(device.notifications.prompts).toBe(1);
    expect(section.getByText(words.closedApp.on)).toBeTruthy();
    expect(section.queryByRole('button', { name: words.turnOn })).toBeNull();
  });

  it('granted: says alerts and phone notifications are on; a customer starts without sound', async () => {
    const { section, words } = await openSettings(language, shopper, ({ container }) => {
      container.get(InMemoryDeviceNotifications).setPermission('granted');
    });
    expect(section.getByText(words.state.on)).toBeTruthy();
    expect((section.getByRole('checkbox', { name: words.sound }) as HTMLInputElement).checked).toBe(false);
    expect(section.getByText(words.closedApp.notSetUp)).toBeTruthy();
  });

  it('denied: explains how to allow notifications in Chrome on Android, and keeps the in-app alerts on', async () => {
    const { section, words } = await openSettings(language, rider, ({ container }) => {
      container.get(InMemoryDeviceNotifications).setPermission('denied');
    });
    const help = within(section.getByText(words.denied.title).closest('[role="status"]') as HTMLElement);
    for (const step of [words.denied.step1, words.denied.step2, words.denied.step3, words.denied.step4]) {
      expect(help.getByText(step)).toBeTruthy();
    }
    expect(section.getByText(words.state.inApp)).toBeTruthy();
    expect(section.queryByRole('button', { name: words.turnOn })).toBeNull();
  });

  it('blocked sound: an alert chimed before any tap says so, and Allow sound lets the chime play', async () => {
    const user = userEvent.setup();
    const { section, words, device } = await openSettings(language, rider, ({ container }) => {
      container.get(InMemoryAlertSound).setNeedsTap(true);
    });
    // An order alert rings while nobody has touched the page yet: the phone refuses the chime.
    await act(async () => void (await device.sound.play()));
    expect(await section.findByText(words.soundBlocked)).toBeTruthy();
    expect(device.sound.state()).toBe('blocked');
    await user.click(section.getByRole('button', { name: alertWords.allowSound }));
    await waitFor(() => expect(section.queryByText(words.soundBlocked)).toBeNull());
    expect(device.sound.state()).toBe('ready');
  });

  it('test alert: shows it as a phone notification in the person’s words, with the chime', async () => {
    const user = userEvent.setup();
    const { section, words, device } = await openSettings(language, rider, ({ container }) => {
      container.get(InMemoryDeviceNotifications).setPermission('granted');
    });
    await user.click(section.getByRole('button', { name: words.test }));
    expect(await section.findByText(words.testResult.shown)).toBeTruthy();
    expect(device.notifications.shown).toEqual([
      { tag: 'test-alert', title: alertWords.test.title, body: alertWords.test.body, path: '/settings' },
    ]);
    expect(device.sound.plays).toBe(1);
  });

  it('test alert without permission: says it shows only in the open app', async () => {
    const user = userEvent.setup();
    const { section, words, device } = await openSettings(language, rider);
    await user.click(section.getByRole('button', { name: words.test }));
    expect(await section.findByText(words.testResult.inApp)).toBeTruthy();
    expect(device.notifications.shown).toEqual([]);
  });

  it('Turn off, then sound off: remembered on this device for this person', async () => {
    const user = userEvent.setup();
    const { section, words, device } = await openSettings(language, rider);
    await user.click(section.getByRole('checkbox', { name: words.sound }));
    await waitFor(() => expect(device.settings.read(rider.uid)).toEqual({ enabled: true, sound: false }));
    await user.click(section.getByRole('button', { name: words.turnOff }));
    expect(await section.findByText(words.state.off)).toBeTruthy();
    expect(device.settings.read(rider.uid)).toEqual({ enabled: false, sound: false });
    expect(section.queryByRole('button', { name: words.test })).toBeNull();
  });
});
