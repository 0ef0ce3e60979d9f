import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { MANUAL_CLOCK_START } from '../../../../src/infrastructure/memory/ManualClock';
import { orderFactory, orderItemFactory } from '../../../factories/orderFactory';
import { userFactory } from '../../../factories/userFactory';
import { renderPage } from '../../support/renderPage';
import { PHONE } from '../../support/setWidth';

afterEach(cleanup);

const admin = userFactory.build({ uid: 'admin1', name: 'Asha', userType: 'admin' });
const HOUR = 3600_000;
// The test clock: 15 January 2025, 10:00 IST.
const today = MANUAL_CLOCK_START;
const yesterday = MANUAL_CLOCK_START - 24 * HOUR;

const atta = (qty: number) =>
  orderItemFactory.build({ id: 'atta', name: 'Chakki Atta', nameHi: 'चक्की आटा', variant: '5kg', qty, price: 21000 });
const history = [
  orderFactory.build({
    userId: 'cust1',
    createdAt: yesterday - HOUR,
    status: 'delivered',
    deliveredAt: yesterday,
    deliveryPersonId: 'del1',
    deliveryPersonName: 'Suresh',
    items: [atta(2)],
  }),
  orderFactory.build({
    userId: 'cust1',
    createdAt: today - 2 * HOUR,
    status: 'delivered',
    deliveredAt: today - HOUR,
    deliveryPersonId: 'del1',
    deliveryPersonName: 'Suresh',
    items: [atta(5)],
  }),
  orderFactory.build({
    userId: 'cust2',
    createdAt: today - 3 * HOUR,
    status: 'cancelled',
    cancelledAt: today - 2 * HOUR,
    cancelledBy: 'delivery',
    cancellationNote: 'Cancelled by delivery person: Suresh — Customer not at home',
  }),
];

const open = (language: 'en' | 'hi' = 'en') =>
  renderPage({ path: '/admin/reports', user: admin, width: PHONE, real: ['/admin/reports'], seed: { history }, language });

describe('ReportsScreen', () => {
  it("shows the last 7 days' figures, charts and lists from the day summaries", async () => {
    await open();
    expect(await screen.findByRole('heading', { level: 1, name: 'Reports' })).toBeTruthy();
    const figures = await screen.findByRole('region', { name: 'Orders and money' });
    const figure = (label: string) => within(figures).getByText(label).nextElementSibling?.textContent;
    expect(figure('Orders placed')).toBe('3');
    expect(figure('Delivered')).toBe('2');
    expect(figure('Cancelled')).toBe('1');
    expect(figure('Revenue')).toBe('₹1,470');
    expect(figure('Average order')).toBe('₹735');
    expect(figure('New customers')).toBe('2');
    expect(screen.getByRole('img', { name: /Revenue per day ₹1,470 in all; the best day was 15 Jan with ₹1,050/ })).toBeTruthy();
    expect(screen.getByRole('img', { name: /Orders by hour/ })).toBeTruthy();
    const cash = screen.getByRole('region', { name: 'Cash collected by each delivery person' });
    expect(within(cash).getByRole('row', { name: 'Suresh 2 ₹1,470' })).toBeTruthy();
    const byQuantity = screen.getByRole('region', { name: 'By quantity sold' });
    expect(within(byQuantity).getByRole('listitem').textContent).toContain('Chakki Atta · 5kg7');
    const cancelled = screen.getByRole('region', { name: 'Cancellations by reason' });
    expect(within(cancelled).getByText('Customer not at home')).toBeTruthy();
  });

  it('reports one day, or two dates chosen, and says why when they are out of order', async () => {
    await open();
    await screen.findByRole('region', { name: 'Orders and money' });
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'yesterday');
    await screen.findByText('14 Jan 2025 (India time)');
    const figures = screen.getByRole('region', { name: 'Orders and money' });
    expect(within(figures).getByText('Revenue').nextElementSibling?.textContent).toBe('₹420');
    expect(within(figures).getByText('Returning customers').nextElementSibling?.textContent).toBe('0');
    await userEvent.selectOptions(screen.getByLabelText('Period'), 'between');
    const from = screen.getByLabelText('From');
    await userEvent.clear(from);
    await userEvent.type(from, '2025-01-20');
    await userEvent.click(screen.getByRole('button', { name: 'Show report' }));
    expect(await screen.findByText('Choose a start date on or before the end date.')).toBeTruthy();
  });

  it('reads in Hindi, product names too', async () => {
    await open('hi');
    expect(await screen.findByRole('heading', { level: 1, name: 'रिपोर्ट' })).toBeTruthy();
    const byQuantity = await screen.findByRole('region', { name: 'बिकी मात्रा से' });
    expect(within(byQuantity).getByRole('listitem').textContent).toContain('चक्की आटा');
  });
});
