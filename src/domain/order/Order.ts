import type { SavedAddress } from '../address/Address';
import type { Paise } from '../shared/Money';
import type { Millis } from '../shared/Timestamp';
import type { UserType } from '../user/UserProfile';

export type OrderStatus = 'pending' | 'accepted' | 'delivered' | 'cancelled';

export interface OrderItem {
  id: string;
  name: string;
  nameHi?: string;
  variant: string;
  qty: number;
  price: Paise;
  mrp: Paise;
  group: string;
  subgroup: string;
  image: string;
  loose_item: boolean;
  /** Loose items only. */
  weight?: number;
  unit?: string;
  totalWeight?: number;
  availableUnit?: string;
}

export interface Order {
  readonly id: string;
  userId: string;
  userEmail: string;
  userName: string;
  items: OrderItem[];
  status: OrderStatus;
  /** subtotal + deliveryFee; orders from before store settings have only this. */
  total: Paise;
  /** Items at their prices; absent on orders in the spec's original shape. */
  subtotal?: Paise;
  deliveryFee?: Paise;
  /**
   * The customer got a 4-digit code (kept apart, readable only by them and admins) that the
   * delivery person must enter to mark the order delivered.
   */
  deliveryCodeRequired?: boolean;
  /** Too many wrong delivery codes were entered: nobody can mark it delivered until an admin unlocks it. */
  deliveryLocked?: boolean;
  createdAt: Millis;
  updatedAt?: Millis;
  deliveryAddress: SavedAddress;
  phoneNumber: string;
  paymentMethod: 'cash_on_delivery';
  paymentStatus: 'pending';
  deliveryPersonId: string | null;
  /** Name of the delivery person who accepted, for the customer's timeline. */
  deliveryPersonName?: string;
  cancelledBy?: UserType;
  cancellationNote?: string;
  /** Timeline moments; optional so orders in the spec's shape stay valid. */
  acceptedAt?: Millis;
  /**
   * When an admin last gave the order to its delivery person (assign), as opposed to the delivery
   * person taking it themselves; gone again when it goes back to pending. Tells that person and the
   * customer the order was given, not taken.
   */
  assignedAt?: Millis;
  /** When the order last went back to pending from a delivery person (handed back or taken off them). */
  handedBackAt?: Millis;
  deliveredAt?: Millis;
  cancelledAt?: Millis;
}
