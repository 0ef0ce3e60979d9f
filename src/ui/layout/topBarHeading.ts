/** What the top bar shows for a path (docs/SPEC.md 'Screens and routes', top navigation bar). */
export type TopBarHeading =
  | { readonly kind: 'brand' }
  /** A back button and a title: a translation key, the product group of a category page (by id), or nothing. */
  | { readonly kind: 'page'; readonly titleKey: string | null; readonly group: string | null };

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

const page = (titleKey: string | null, group: string | null = null): TopBarHeading => ({ kind: 'page', titleKey, group });

/** '/category/Cattle_Feed' -> 'Cattle_Feed'; null when there is no usable name (blank, underscores only, bad escape). */
function categoryId(raw: string | undefined): string | null {
  if (!raw) return null;
  try {
    const id = decodeURIComponent(raw);
    return id.replace(/_/g, ' ').trim() ? id : null;
  } catch {
    return null;
  }
}

export function topBarHeading(pathname: string): TopBarHeading {
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  if (path === '/' || path === '/home') return { kind: 'brand' };
  const category = /^\/category(?:\/([^/]*))?$/.exec(path);
  if (category) {
    const group = categoryId(category[1]);
    return group ? page(null, group) : page('titles.category');
  }
  if (path.startsWith('/product/')) return page('titles.product');
  return page(TITLE_KEYS[path] ?? null);
}
