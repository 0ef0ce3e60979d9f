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
 *   export class ProductViewModel implements ViewModel {
 *     product: Product | null = null;
 *     constructor(@inject(ObserveProduct) private readonly observeProduct: ObserveProduct) {
 *       makeObservable<this, 'receive'>(this, { product: observableRef, load: actionBound, receive: actionBound });
 *     }
 *     load(ref: ProductRef) { this.stop = this.observeProduct.execute(ref, this.receive) }
 *     dispose() { this.stop?.() }
 *   }
 *
 *   const ProductScreen = observer(function ProductScreen() {
 *     const vm = useViewModel(ProductViewModel);
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
 * - Never pass the signed-in user: the use cases act for the CurrentUser port themselves. A view
 *   model whose live lists belong to that user observes CurrentUser in mount() and restarts them
 *   for a new user with a LiveSubscription.
 * - MobX: makeObservable names the state (observable, observableRef for values that go back into
 *   use cases as they are), the getters (computed) and the methods that change state (actionBound,
 *   so a screen may pass them as callbacks). A method a render reads, like qtyOf(key), stays plain
 *   so the render tracks what it reads.
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
