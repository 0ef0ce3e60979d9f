import { act, cleanup, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { InMemoryMapView } from '../../../../src/infrastructure/memory/InMemoryMapView';
import { renderPage } from '../../support/renderPage';

afterEach(cleanup);

describe('MapsTestScreen', () => {
  it('shows the picker alone, then the picked address and its coordinates', async () => {
    const app = await renderPage({ path: '/maps-test', real: ['/maps-test'] });
    await screen.findByRole('heading', { name: 'Maps Test', level: 1 });
    expect(screen.getByText('Nothing picked yet.')).toBeTruthy();
    const map = app.container.get(InMemoryMapView);
    await waitFor(() => expect(map.current).not.toBeNull());
    act(() => map.pick({ lat: 29.0152, lng: 78.2921 }));
    expect(await screen.findByText('Bus Stand, Station Road, Dhanaura, Uttar Pradesh 244231, India')).toBeTruthy();
    expect(screen.getByText('29.015200, 78.292100')).toBeTruthy();
  });
});
