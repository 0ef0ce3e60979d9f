import { reaction } from 'mobx';
import { useEffect } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { useNotify } from '../../shared/NotifyContext';
import type { CartActions } from './CartActions';

/**
 * For screens that list products: shows the cart's messages as toasts (a grid has no one place
 * for them) and sends a signed-out shopper to /login, remembering the page.
 */
export function useCartMessageToasts(cart: CartActions): void {
  const notify = useNotify();
  const navigate = useNavigate();
  const location = useLocation();
  const from = `${location.pathname}${location.search}`;
  useEffect(
    () =>
      reaction(
        () => cart.message,
        (message) => {
          if (!message) return;
          if (message.tone === 'success') notify.success(message.code, message.params);
          else notify.error(message.code, message.params);
          if (cart.loginRequired) navigate('/login', { state: { from } });
        },
      ),
    [cart, notify, navigate, from],
  );
}
