import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address } from '../../../../src/domain/address/Address';
import { MANUAL_CLOCK_START } from '../../../../src/infrastructure/memory/ManualClock';
import { AddressDetailsForm } from '../../../../src/ui/components/address/AddressDetailsForm';
import { AddressDetailsFormModel } from '../../../../src/ui/components/address/AddressDetailsFormModel';
import { addressLine } from '../../../../src/ui/components/address/addressLine';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

describe('addressLine', () => {
  it('is the full line, else the saved line, else the place', () => {
    expect(addressLine({ fullAddress: '12, Shiv Colony, Sherpur', formattedAddress: 'x', formatted: 'Sherpur' }, '-')).toBe(
      '12, Shiv Colony, Sherpur',
    );
    expect(addressLine({ fullAddress: '', formattedAddress: 'Shiv Colony, Sherpur', formatted: 'Sherpur' }, '-')).toBe(
      'Shiv Colony, Sherpur',
    );
    expect(addressLine({ formatted: 'Sherpur' }, '-')).toBe('Sherpur');
  });

  it("says 'Unknown location' in the given words, alone or at the end of the full line, and nowhere else", () => {
    expect(addressLine({ formatted: 'Unknown location' }, 'अनजान जगह')).toBe('अनजान जगह');
    expect(addressLine({ fullAddress: '12, Shiv Colony, Unknown location', formatted: 'Unknown location' }, 'अनजान जगह')).toBe(
      '12, Shiv Colony, अनजान जगह',
    );
    expect(addressLine({ formatted: 'Near the Unknown location board, Sherpur' }, 'अनजान जगह')).toBe(
      'Near the Unknown location board, Sherpur',
    );
  });
});

describe('AddressDetailsForm in Hindi (issue 18)', () => {
  it('shows a picked point the map could not name as अनजान जगह', async () => {
    const unnamed: Address = {
      street: '',
      area: '',
      city: '',
      state: '',
      pincode: '',
      country: 'India',
      formatted: 'Unknown location',
      coordinates: { lat: 29.02, lng: 78.31 },
    };
    const model = new AddressDetailsFormModel(() => MANUAL_CLOCK_START);
    await renderPage({
      language: 'hi',
      element: <AddressDetailsForm model={model} location={unnamed} saving={false} onSave={() => undefined} onCancel={() => undefined} />,
    });
    await screen.findByRole('heading', { name: 'पते की जानकारी जोड़ें' });
    const summary = screen.getByTestId('address-summary');
    expect(within(summary).getByText('अनजान जगह')).toBeTruthy();
    expect(summary.textContent).not.toContain('Unknown');
    expect(screen.getByRole('button', { name: 'पता सेव करें' })).toBeTruthy();
  });
});
