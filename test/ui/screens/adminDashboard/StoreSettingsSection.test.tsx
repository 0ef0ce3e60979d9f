import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { renderPage } from '../../support/renderPage';
import { DESKTOP, PHONE } from '../../support/setWidth';
import { MONEY_RULES, storedSettings, storeSettings, TODAY } from '../../support/storeSettings';
import { admin } from '../deliveryDashboard/deliveryWorld';

afterEach(cleanup);

async function open(width: number) {
  const app = await renderPage({
    path: '/admin-dashboard',
    user: admin,
    width,
    real: 'all',
    seed: { settings: storeSettings(MONEY_RULES) },
  });
  const section = await screen.findByRole('region', { name: 'Store settings' }, { timeout: 5000 });
  await within(section).findByLabelText(/Store name/);
  return { app, section };
}

/** What the owner typed over the old value (change events: typing each key is slow under load). */
const retype = (field: HTMLElement, text: string) => fireEvent.change(field, { target: { value: text } });

/** The error message a field points at (aria-errormessage), as the owner reads it under the box. */
const errorUnder = (field: HTMLElement) => document.getElementById(field.getAttribute('aria-errormessage') ?? '')?.textContent ?? null;

describe('Store settings on the admin dashboard', () => {
  it('edits the settings in place and saves them with a confirmation', async () => {
    const { app, section } = await open(DESKTOP);
    const s = within(section);
    expect((s.getByLabelText(/^Delivery fee \(₹\)/) as HTMLInputElement).value).toBe('20');
    retype(s.getByLabelText(/^Delivery fee \(₹\)/), '30');
    retype(s.getByLabelText(/Minimum order/), '150');
    retype(s.getByLabelText(/PIN codes/), '244231, 244221');
    retype(s.getByLabelText(/Open orders per customer/), '2');
    const sunday = s.getByRole('group', { name: 'Sunday' });
    await userEvent.click(within(sunday).getByRole('checkbox', { name: 'Closed all day' }));
    expect((within(sunday).getByLabelText('Opens') as HTMLInputElement).disabled).toBe(true);
    const monday = s.getByRole('group', { name: 'Monday' });
    retype(within(monday).getByLabelText('Opens'), '08:00');
    await userEvent.click(s.getByRole('checkbox', { name: 'Ask for a delivery code' }));
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));

    expect(await screen.findByText('Store settings saved.')).toBeTruthy();
    const stored = await storedSettings(app.container);
    expect(stored).toMatchObject({
      deliveryFee: 3000,
      minimumOrder: 15000,
      allowedPincodes: ['244231', '244221'],
      maxOpenOrders: 2,
      deliveryCodeEnabled: true,
    });
    expect(stored.hours.slice(0, 2)).toEqual([null, { opens: '08:00', closes: '21:00' }]);
  });

  it('shows each problem under its field on a phone, and saves nothing', async () => {
    const { app, section } = await open(PHONE);
    const s = within(section);
    const before = await storedSettings(app.container);
    retype(s.getByLabelText(/^Delivery fee \(₹\)/), 'twenty');
    retype(s.getByLabelText(/Store name/), '');
    retype(s.getByLabelText(/Delivery radius/), '250');
    await userEvent.click(s.getByRole('button', { name: 'Save settings' }));

    expect(await s.findByText('Please correct the marked fields.')).toBeTruthy();
    const fee = s.getByLabelText(/^Delivery fee \(₹\)/);
    expect(fee.getAttribute('aria-invalid')).toBe('true');
    expect(errorUnder(fee)).toBe('Amount must be a number of 0 or more');
    expect(errorUnder(s.getByLabelText(/^Store name/))).toBe('Store name is required');
    expect(errorUnder(s.getByLabelText(/^Delivery radius/))).toBe('Delivery radius must be more than 0 and at most 100 km');
    expect(s.getByLabelText(/^Minimum order/).getAttribute('aria-invalid')).toBeNull();
    expect(await storedSettings(app.container)).toEqual(before);

    retype(s.getByLabelText(/^Delivery fee \(₹\)/), '25');
    await waitFor(() => expect(s.queryByText('Amount must be a number of 0 or more')).toBeNull());
  });

  it('closes the shop for today with a message for customers, and opens it again', async () => {
    const { app, section } = await open(PHONE);
    const closure = within(within(section).getByRole('region', { name: 'Close the shop for today' }));
    await userEvent.click(closure.getByRole('button', { name: 'Close the shop for today' }));
    expect(await closure.findByText('Write a message for customers when closing the shop for the day')).toBeTruthy();
    expect((await storedSettings(app.container)).closure).toBeNull();

    await userEvent.type(closure.getByLabelText(/Message for customers/), 'Closed for a wedding. Open tomorrow.');
    await userEvent.click(closure.getByRole('button', { name: 'Close the shop for today' }));
    expect(await closure.findByText('The shop is closed today. Customers see: Closed for a wedding. Open tomorrow.')).toBeTruthy();
    expect((await storedSettings(app.container)).closure).toEqual({ date: TODAY, message: 'Closed for a wedding. Open tomorrow.' });

    await userEvent.click(closure.getByRole('button', { name: 'Open the shop again' }));
    expect(await closure.findByLabelText(/Message for customers/)).toBeTruthy();
    expect((await storedSettings(app.container)).closure).toBeNull();
  });
});
