/** A route component that builds the real one (`create()`) once, on first preload or render. */
import React, {type ComponentType} from 'react';

export type RouteComponent = ComponentType<Record<string, unknown>> & {preload: () => Promise<unknown>};

export function lazyRoute(create: () => RouteComponent): RouteComponent {
  let built: RouteComponent | undefined;
  const get = (): RouteComponent => (built ??= create());
  function LazyRoute(props: Record<string, unknown>) {
    const Built = get();
    return <Built {...props} />;
  }
  LazyRoute.preload = () => get().preload();
  return LazyRoute;
}
