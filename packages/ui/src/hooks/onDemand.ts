import { createElement, lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

export interface OnDemand<P extends object> {
  /** Renders the component; while its module is still loading, `fallback` (nothing by default). */
  Component: ComponentType<P & { fallback?: ReactNode }>;
  /** Starts loading the module (idempotent): on hover or focus of what opens it, or when idle. */
  preload: () => Promise<unknown>;
}

/**
 * A component whose module loads the first time it is rendered, not with the page.
 * Menus, dialogs and drawers are shown on request, and the libraries under them (Radix,
 * floating-ui, remove-scroll) weigh a fifth of the first load: they load when first
 * opened, or earlier through `preload`.
 *
 * Unlike a bare `React.lazy`, once the module is there the component renders at once:
 * each mounted instance picks the loaded component or the lazy one when it mounts and
 * keeps it, so a dialog is never remounted (and never loses what was typed into it)
 * because its module arrived while it was open.
 */
export function onDemand<P extends object>(load: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loaded: ComponentType<P> | null = null;
  let loading: Promise<ComponentType<P>> | null = null;
  const preload = () =>
    (loading ??= load().then((component) => {
      loaded = component;
      return component;
    }));
  const Lazy = lazy(async () => ({ default: await preload() }));

  function Component({ fallback = null, ...props }: P & { fallback?: ReactNode }) {
    const [Picked] = useState<ComponentType<P>>(() => loaded ?? (Lazy as unknown as ComponentType<P>));
    const rendered = createElement(Picked, props as P);
    return Picked === loaded ? rendered : createElement(Suspense, { fallback }, rendered);
  }
  return { Component, preload };
}

/**
 * True from the first time `isOpen` is true: an overlay loads and mounts when first
 * opened and then stays mounted, so its closing animation and focus return still run.
 */
export function useOpenedOnce(isOpen: boolean): boolean {
  const [wasOpened, setWasOpened] = useState(isOpen);
  // Set during render (React's pattern for state derived from props): no closed frame first.
  if (isOpen && !wasOpened) setWasOpened(true);
  return wasOpened || isOpen;
}
