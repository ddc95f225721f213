import { type ComponentProps, type ComponentType, createElement, lazy, useState } from 'react';

/**
 * A component whose code loads on first use, and which renders at once when its code is already there
 * (fetched ahead by `preload`: router.tsx, an area's `prefetch`). React.lazy suspends on its first render
 * even then, since the import's promise settles a moment later; the Suspense boundary shows its fallback,
 * and React reveals what then resolved no sooner than 300 ms after that fallback, so a screen whose code
 * was fetched ahead painted about a quarter of a second late.
 */
// biome-ignore lint/suspicious/noExplicitAny: a screen of any props; the wrapper takes the same ones.
export function lazyScreen<M extends { default: ComponentType<any> }>(load: () => Promise<M>) {
  type Props = ComponentProps<M['default']>;
  let loaded: ComponentType<Props> | undefined;
  const preload = () =>
    load().then((module) => {
      loaded = module.default as ComponentType<Props>;
      return module;
    });
  const Lazy = lazy(preload) as unknown as ComponentType<Props>;
  function LazyScreen(props: Props) {
    // Chosen once per mount: turning from the lazy wrapper to the component itself would remount it.
    const [Component] = useState(() => loaded ?? Lazy);
    return createElement(Component, props);
  }
  return Object.assign(LazyScreen, { preload });
}
