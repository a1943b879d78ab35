import { lazy, type ComponentType, type LazyExoticComponent } from 'react';

/**
 * One chunk per page; the shell and the first paint never wait for the other pages' code. `preload`
 * starts the same import early (start.tsx, while the stored copy loads). A chunk already loaded when the
 * page first renders is handed to React.lazy as an already-settled thenable: lazy then renders it at
 * once instead of suspending, and React's ~300 ms throttle on revealing suspended content never
 * applies (it was most of an offline open). A failed import is forgotten so a later render can retry.
 */
type Loaded<P> = { default: ComponentType<P> };

export interface Preloadable {
  preload(): Promise<unknown>;
}

export type LazyPage<P extends object = object> = LazyExoticComponent<ComponentType<P>> &
  Preloadable;

export const page = <P extends object>(load: () => Promise<ComponentType<P>>): LazyPage<P> => {
  let loaded: Loaded<P> | undefined;
  let loading: Promise<Loaded<P>> | undefined;
  const start = () =>
    (loading ??= load().then(
      (component) => (loaded = { default: component }),
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    ));
  const settled = (module: Loaded<P>) =>
    ({ then: (resolve: (m: Loaded<P>) => void) => resolve(module) }) as unknown as Promise<
      Loaded<P>
    >;
  return Object.assign(
    lazy(() => (loaded ? settled(loaded) : start())),
    { preload: start },
  );
};
