import { describe, expect, it } from 'vitest';
import { topBarHeading } from '../../../src/ui/layout/topBarHeading';

describe('topBarHeading (SPEC section 2 titles)', () => {
  it('shows the brand on / and /home', () => {
    expect(topBarHeading('/')).toEqual({ kind: 'brand' });
    expect(topBarHeading('/home')).toEqual({ kind: 'brand' });
  });

  it.each([
    ['/cart', 'titles.cart'],
    ['/orders', 'titles.orders'],
    ['/checkout', 'titles.checkout'],
    ['/settings', 'titles.settings'],
    ['/about', 'titles.about'],
    ['/adminupload', 'titles.adminUpload'],
    ['/adminorders', 'titles.adminOrders'],
    ['/login', 'titles.login'],
    ['/profile', 'titles.profile'],
    ['/delivery-dashboard', 'titles.deliveryDashboard'],
    ['/product/feed/cattle/p1', 'titles.product'],
    ['/cart/', 'titles.cart'],
  ])('%s has the title %s', (path, key) => {
    expect(topBarHeading(path)).toEqual({ kind: 'page', titleKey: key, group: null });
  });

  it("titles a category page with its group, by the id in the path (the top bar shows the group's name)", () => {
    expect(topBarHeading('/category/Cattle_Feed')).toEqual({ kind: 'page', titleKey: null, group: 'Cattle_Feed' });
    expect(topBarHeading('/category/%E0%A4%86%E0%A4%9F%E0%A4%BE_%E0%A4%A6%E0%A4%BE%E0%A4%B2')).toMatchObject({
      group: 'आटा_दाल',
    });
  });

  it('falls back to Category when the name is missing or unreadable', () => {
    expect(topBarHeading('/category/')).toMatchObject({ titleKey: 'titles.category', group: null });
    expect(topBarHeading('/category/___')).toMatchObject({ titleKey: 'titles.category' });
    expect(topBarHeading('/category/%E0%A4')).toMatchObject({ titleKey: 'titles.category' });
  });

  it.each(['/orderhistory', '/admin-dashboard', '/admin/users', '/complete-profile', '/location', '/nowhere'])(
    '%s has a back button and no title',
    (path) => {
      expect(topBarHeading(path)).toEqual({ kind: 'page', titleKey: null, group: null });
    },
  );
});
