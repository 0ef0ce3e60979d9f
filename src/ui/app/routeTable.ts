import { lazyScreen, type LazyScreen } from './lazyScreen';
import type { RouteKind } from './routeAccess';

export interface RouteEntry {
  readonly path: string;
  readonly kind: RouteKind;
  readonly screen: LazyScreen;
}

const screens = {
  home: lazyScreen(() => import('../screens/home/HomeScreen')),
  login: lazyScreen(() => import('../screens/login/LoginScreen')),
  about: lazyScreen(() => import('../screens/about/AboutScreen')),
  mapsTest: lazyScreen(() => import('../screens/mapsTest/MapsTestScreen')),
  addressSetup: lazyScreen(() => import('../screens/addressSetup/AddressSetupScreen')),
  category: lazyScreen(() => import('../screens/category/CategoryScreen')),
  cart: lazyScreen(() => import('../screens/cart/CartScreen')),
  checkout: lazyScreen(() => import('../screens/checkout/CheckoutScreen')),
  product: lazyScreen(() => import('../screens/product/ProductScreen')),
  orders: lazyScreen(() => import('../screens/orders/OrdersScreen')),
  orderHistory: lazyScreen(() => import('../screens/orderHistory/OrderHistoryScreen')),
  settings: lazyScreen(() => import('../screens/settings/SettingsScreen')),
  completeProfile: lazyScreen(() => import('../screens/completeProfile/CompleteProfileScreen')),
  location: lazyScreen(() => import('../screens/location/LocationScreen')),
  profile: lazyScreen(() => import('../screens/profile/ProfileScreen')),
  adminDashboard: lazyScreen(() => import('../screens/adminDashboard/AdminDashboardScreen')),
  adminOrders: lazyScreen(() => import('../screens/adminOrders/AdminOrdersScreen')),
  adminUpload: lazyScreen(() => import('../screens/adminUpload/AdminUploadScreen')),
  adminUsers: lazyScreen(() => import('../screens/adminUsers/AdminUsersScreen')),
  reports: lazyScreen(() => import('../screens/reports/ReportsScreen')),
  bill: lazyScreen(() => import('../screens/bill/BillScreen')),
  deliveryDashboard: lazyScreen(() => import('../screens/deliveryDashboard/DeliveryDashboardScreen')),
  notFound: lazyScreen(() => import('../screens/notFound/NotFoundScreen')),
};

/** docs/SPEC.md 'Screens and routes', row by row; '*' (the not-found page) comes last. */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  { path: '/login', kind: 'guest', screen: screens.login },
  { path: '/about', kind: 'public', screen: screens.about },
  { path: '/maps-test', kind: 'public', screen: screens.mapsTest },
  { path: '/address-setup', kind: 'signedIn', screen: screens.addressSetup },
  { path: '/', kind: 'address', screen: screens.home },
  { path: '/home', kind: 'address', screen: screens.home },
  { path: '/category/:category', kind: 'address', screen: screens.category },
  { path: '/cart', kind: 'address', screen: screens.cart },
  { path: '/checkout', kind: 'address', screen: screens.checkout },
  { path: '/product/:group/:subgroup/:productId', kind: 'address', screen: screens.product },
  { path: '/orders', kind: 'signedIn', screen: screens.orders },
  { path: '/orderhistory', kind: 'signedIn', screen: screens.orderHistory },
  { path: '/settings', kind: 'signedIn', screen: screens.settings },
  { path: '/complete-profile', kind: 'signedIn', screen: screens.completeProfile },
  { path: '/profile', kind: 'signedIn', screen: screens.profile },
  { path: '/location', kind: 'profile', screen: screens.location },
  { path: '/admin-dashboard', kind: 'admin', screen: screens.adminDashboard },
  { path: '/adminorders', kind: 'admin', screen: screens.adminOrders },
  { path: '/adminupload', kind: 'admin', screen: screens.adminUpload },
  { path: '/admin/users', kind: 'admin', screen: screens.adminUsers },
  { path: '/admin/reports', kind: 'admin', screen: screens.reports },
  // The owner's and the delivery person's: GetOrderBill refuses anyone else.
  { path: '/bill/:orderId', kind: 'signedIn', screen: screens.bill },
  { path: '/delivery-dashboard', kind: 'delivery', screen: screens.deliveryDashboard },
  { path: '*', kind: 'public', screen: screens.notFound },
];

/** The address-setup page sends admins to /admin and delivery people to /delivery (docs/SPEC.md 'Screens and routes'). */
export const ROUTE_ALIASES: Readonly<Record<string, string>> = {
  '/admin': '/admin-dashboard',
  '/delivery': '/delivery-dashboard',
};
