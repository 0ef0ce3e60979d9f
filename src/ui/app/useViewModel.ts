import type { Newable } from 'inversify';
import { useEffect, useState } from 'react';
import { useContainer } from './ContainerContext';

/** What a screen's view model offers the hook. Both methods are optional. */
export interface ViewModel {
  /** Start loading and subscribing. Called after the first render, and again after a dispose(). */
  mount?(): void | Promise<void>;
  /** Stop every listener and timer mount() started. Must be safe to call more than once. */
  dispose?(): void;
}

/**
 * The one way a screen gets its view model (docs/ARCHITECTURE.md).
 *
 *   @injectable('Transient')
 *   export class CartViewModel implements ViewModel {
 *     constructor(@inject(ObserveCart) private readonly observeCart: ObserveCart) {
 *       makeAutoObservable(this, {}, { autoBind: true });
 *     }
 *     mount() { this.stop = this.observeCart.execute(...) }
 *     dispose() { this.stop?.() }
 *   }
 *
 *   const CartScreen = observer(function CartScreen() {
 *     const vm = useViewModel(CartViewModel);
 *     ...
 *   });
 *
 * - Declare the class `@injectable('Transient')` so every screen instance gets its own view
 *   model (the container's default scope is Singleton), with `@inject` on every parameter.
 * - The hook resolves it once per mounted screen, calls mount() in an effect and dispose() on
 *   unmount. React StrictMode runs effects twice in development (mount, dispose, mount), so
 *   mount() must (re)start cleanly after a dispose().
 * - Route parameters and other inputs: pass them to a method from the screen's own effect
 *   (e.g. `useEffect(() => vm.load(productId), [vm, productId])`).
 * - Keep error *codes* in the view model; the screen translates them with t('messages.<code>')
 *   or shows them through useNotify(). A network or load failure that should replace the whole
 *   page can be thrown from render (`if (vm.fault) throw vm.fault`): the route's error boundary
 *   then shows the offline or connection-error screen with Retry.
 */
export function useViewModel<T extends ViewModel>(ViewModelClass: Newable<T>): T {
  const container = useContainer();
  const [vm] = useState(() => container.get(ViewModelClass));
  useEffect(() => {
    void vm.mount?.();
    return () => vm.dispose?.();
  }, [vm]);
  return vm;
}
