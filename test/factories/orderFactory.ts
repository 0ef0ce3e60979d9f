import { Factory } from 'fishery';
import type { SavedAddress } from '../../src/domain/address/Address';
import type { Order, OrderItem } from '../../src/domain/order/Order';

const PLACED = Date.UTC(2025, 0, 10, 5, 0);

/** A delivery address picked on the map near the store. */
export const deliveryAddress: SavedAddress = {
  id: '1736485200000',
  label: 'Home',
  houseNo: '12',
  building: 'Shiv Colony',
  landmark: 'Near the water tank',
  instructions: '',
  fullAddress: '12, Shiv Colony, Main Road, Rampur, Uttar Pradesh 251001',
  formattedAddress: 'Main Road, Rampur, Uttar Pradesh 251001',
  houseNumber: '12',
  street: 'Main Road',
  area: 'Rampur',
  city: 'Muzaffarnagar',
  state: 'Uttar Pradesh',
  pincode: '251001',
  country: 'India',
  formatted: 'Main Road, Rampur, Uttar Pradesh 251001',
  coordinates: { lat: 29.010975, lng: 78.297462 },
  createdAt: '2025-01-10T05:00:00.000Z',
};

export const orderItemFactory = Factory.define<OrderItem>(({ sequence }) => ({
  id: `product-${sequence}`,
  name: `Chakki Atta ${sequence}`,
  variant: '1kg',
  qty: 1,
  price: 5000,
  mrp: 6000,
  group: 'grocery',
  subgroup: 'flour',
  image: '',
  loose_item: false,
}));

/** A pending cash-on-delivery order of one item, nobody assigned; total always matches the items. */
export const orderFactory = Factory.define<Order>(({ sequence, params, afterBuild }) => {
  afterBuild((order) => {
    order.total = order.items.reduce((sum, i) => sum + i.price * i.qty, 0);
  });
  const userId = params.userId ?? `customer-${sequence}`;
  const createdAt = params.createdAt ?? PLACED + sequence;
  const items = [orderItemFactory.build()];
  return {
    id: `order_${createdAt}_${userId.slice(0, 5)}`,
    userId,
    userEmail: `${userId}@example.in`,
    userName: 'Ramesh Kumar',
    items,
    status: 'pending',
    total: 0,
    createdAt,
    deliveryAddress,
    phoneNumber: '9876543210',
    paymentMethod: 'cash_on_delivery',
    paymentStatus: 'pending',
    deliveryPersonId: null,
  };
});
