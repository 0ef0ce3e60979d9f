/** What the top bar shows for a path (SPEC section 2, top navigation bar). */
export type TopBarHeading =
  | { readonly kind: 'brand' }
  /** A back button and a title: a translation key, a category name as written, or nothing. */
  | { readonly kind: 'page'; readonly titleKey: string | null; readonly text: string | null };

const TITLE_KEYS: Readonly<Record<string, string>> = {
  '/cart': 'titles.cart',
  '/orders': 'titles.orders',
  '/checkout': 'titles.checkout',
  '/settings': 'titles.settings',
  '/about': 'titles.about',
  '/adminupload': 'titles.adminUpload',
  '/adminorders': 'titles.adminOrders',
  '/login': 'titles.login',
  '/profile': 'titles.profile',
  '/delivery-dashboard': 'titles.deliveryDashboard',
};

const page = (titleKey: string | null, text: string | null = null): TopBarHeading => ({ kind: 'page', titleKey, text });

/** '/category/Cattle_Feed' -> 'Cattle Feed'; null when there is no usable name. */
function categoryName(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const name = decodeURIComponent(raw).replace(/_/g, ' ').trim();
    return name || null;
  } catch {
    return null;
  }
}

export function topBarHeading(pathname: string): TopBarHeading {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') return { kind: 'brand' };
  const category = /^\/category(?:\/([^/]*))?$/.exec(path);
  if (category) {
    const name = categoryName(category[1]);
    return name ? page(null, name) : page('titles.category');
  }
  if (path.startsWith('/product/')) return page('titles.product');
  return page(TITLE_KEYS[path] ?? null);
}
