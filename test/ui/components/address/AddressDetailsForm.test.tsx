import { cleanup, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import type { Address, AddressDetails } from '../../../../src/domain/address/Address';
import { MANUAL_CLOCK_START } from '../../../../src/infrastructure/memory/ManualClock';
import { AddressDetailsForm } from '../../../../src/ui/components/address/AddressDetailsForm';
import { AddressDetailsFormModel } from '../../../../src/ui/components/address/AddressDetailsFormModel';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

const PICKED: Address = {
  street: '',
  area: 'Mandir Wali Gali',
  city: 'Sherpur',
  state: 'Uttar Pradesh',
  pincode: '244231',
  country: 'India',
  formatted: 'Mandir Wali Gali, Sherpur, Uttar Pradesh, 244231',
  coordinates: { lat: 29.013, lng: 78.2955 },
};

interface Setup {
  location?: Address | null;
  saving?: boolean;
  initial?: Partial<AddressDetails>;
}

async function setup({ location = PICKED, saving = false, initial }: Setup = {}) {
  const model = new AddressDetailsFormModel(() => MANUAL_CLOCK_START);
  if (initial) model.prefill(initial);
  const saved: AddressDetails[] = [];
  const cancelled: true[] = [];
  await renderPage({
    element: (
      <AddressDetailsForm
        model={model}
        location={location}
        saving={saving}
        onSave={(details) => saved.push(details)}
        onCancel={() => cancelled.push(true)}
      />
    ),
  });
  await screen.findByRole('heading', { name: 'Add Address Details' });
  return { model, saved, cancelled, user: userEvent.setup() };
}

describe('AddressDetailsForm', () => {
  it('shows the picked location: formatted address, area, city and PIN code', async () => {
    await setup();
    expect(screen.getByText(PICKED.formatted)).toBeTruthy();
    expect(screen.getByText('Area: Mandir Wali Gali')).toBeTruthy();
    expect(screen.getByText('City: Sherpur')).toBeTruthy();
    expect(screen.getByText('PIN code: 244231')).toBeTruthy();
  });

  it("says 'Please select a location on the map first' without a location, and will not save", async () => {
    const { saved, user } = await setup({ location: null });
    expect(screen.getByText('Please select a location on the map first')).toBeTruthy();
    await user.type(screen.getByLabelText('House No. & Floor'), '12');
    await user.type(screen.getByLabelText('Building & Society'), 'Verma Niwas');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(saved).toEqual([]);
  });

  it('has the SPEC labels, placeholders and address types', async () => {
    await setup();
    expect(screen.getByLabelText('House No. & Floor').getAttribute('placeholder')).toBe('Enter flat/house number');
    expect(screen.getByLabelText('Building & Society').getAttribute('placeholder')).toBe('Enter building/society name');
    expect(screen.getByLabelText('Landmark & Area Name (Optional)')).toBeTruthy();
    expect(screen.getByLabelText('Delivery Instructions (Optional)').tagName).toBe('TEXTAREA');
    const types = screen.getByRole('radiogroup', { name: 'Address type' });
    expect(
      within(types)
        .getAllByRole('radio')
        .map((r) => r.getAttribute('value')),
    ).toEqual(['Home', 'Work', 'Other']);
    expect((within(types).getByRole('radio', { name: 'Home' }) as HTMLInputElement).checked).toBe(true);
    expect(screen.getByRole('button', { name: 'Cancel' })).toBeTruthy();
  });

  it('shows both required messages, and clears each as its field is edited', async () => {
    const { saved, user } = await setup();
    await user.type(screen.getByLabelText('House No. & Floor'), '   ');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(screen.getByText('House/Flat number is required')).toBeTruthy();
    expect(screen.getByText('Building/Society name is required')).toBeTruthy();
    expect(saved).toEqual([]);

    await user.type(screen.getByLabelText('House No. & Floor'), '7');
    expect(screen.queryByText('House/Flat number is required')).toBeNull();
    expect(screen.getByText('Building/Society name is required')).toBeTruthy();
  });

  it('saves the full address object with the chosen type, trimmed values and the save time', async () => {
    const { saved, user } = await setup();
    await user.click(screen.getByRole('radio', { name: 'Work' }));
    await user.type(screen.getByLabelText('House No. & Floor'), ' 7, first floor ');
    await user.type(screen.getByLabelText('Building & Society'), 'Gupta Bhawan');
    await user.type(screen.getByLabelText('Landmark & Area Name (Optional)'), 'Near the temple');
    await user.type(screen.getByLabelText('Delivery Instructions (Optional)'), 'Call at the gate');
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(saved).toEqual([
      {
        ...PICKED,
        label: 'Work',
        houseNo: '7, first floor',
        building: 'Gupta Bhawan',
        landmark: 'Near the temple',
        instructions: 'Call at the gate',
        fullAddress: `7, first floor, Gupta Bhawan, ${PICKED.formatted}`,
        createdAt: new Date(MANUAL_CLOCK_START).toISOString(),
      },
    ]);
  });

  it("reads 'Saving...' with both buttons unavailable while saving, the save button keeping the focus", async () => {
    await setup({ saving: true });
    const save = screen.getByRole('button', { name: /Saving\.\.\./ });
    expect(save.getAttribute('aria-disabled')).toBe('true');
    expect(save.hasAttribute('disabled')).toBe(false);
    expect(save.querySelector('.chakra-spinner')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Cancel' }).hasAttribute('disabled')).toBe(true);
    expect(screen.queryByRole('button', { name: 'Save Address' })).toBeNull();
  });

  it('is prefilled from initial data and keeps its other fields on save', async () => {
    const { saved, user } = await setup({
      initial: {
        label: 'Other',
        houseNo: '3',
        building: 'Kothi',
        landmark: 'Old well',
        instructions: 'Ring twice',
        id: 'x',
      } as Partial<AddressDetails>,
    });
    expect((screen.getByLabelText('House No. & Floor') as HTMLInputElement).value).toBe('3');
    expect((screen.getByLabelText('Building & Society') as HTMLInputElement).value).toBe('Kothi');
    expect((screen.getByLabelText('Landmark & Area Name (Optional)') as HTMLInputElement).value).toBe('Old well');
    expect((screen.getByLabelText('Delivery Instructions (Optional)') as HTMLTextAreaElement).value).toBe('Ring twice');
    expect((screen.getByRole('radio', { name: 'Other' }) as HTMLInputElement).checked).toBe(true);
    await user.click(screen.getByRole('button', { name: 'Save Address' }));
    expect(saved[0]).toMatchObject({ id: 'x', label: 'Other', houseNo: '3', formatted: PICKED.formatted });
  });

  it('calls Cancel', async () => {
    const { cancelled, user } = await setup();
    await user.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(cancelled).toHaveLength(1);
  });
});
