import type { ComponentType } from 'react';
import type { LoaderFunction, ShouldRevalidateFunction } from 'react-router';
import type { RoutePrefetch } from './route-loader.ts';

type PageModule = { Component: ComponentType };
type LoaderModule = { prefetch: RoutePrefetch; shouldRevalidate: ShouldRevalidateFunction };

/**
 * How a route's `loader` runs its loader module's prefetch: in the browser it starts the reads in
 * the app's query client and returns (routeLoader); the server's renderer waits for them, in the
 * query client of the request it renders (serverRouteLoader, which only the server's bundle imports).
 */
export type LoaderWrapper = (prefetch: RoutePrefetch) => LoaderFunction;

/**
 * A page as React Router's object form of `lazy`: the page module (`x.tsx`) and its loader module
 * (`x.loader.ts`, query options only) are separate chunks the router fetches at the same time, so
 * the page's reads start as soon as the small loader chunk arrives, while the page's chunk is still
 * on its way. Page modules export only `Component`; a page that needs another route property
 * (`ErrorBoundary`, `handle`) adds it here. A server-rendered page's route `id` is its module's
 * file name: the server finds the page's chunks in the build manifest by it, to preload them with
 * the HTML (the other pages need no id).
 */
export const lazyPage = (wrapLoader: LoaderWrapper) => (page: () => Promise<PageModule>, loader?: () => Promise<LoaderModule>) => ({
  // React Router drops a lazy Component that fails to load (the page would stay blank): a page
  // chunk that cannot be downloaded becomes a page that throws, so the route's error screen shows.
  Component: () =>
    page().then(
      (module) => module.Component,
      (error: unknown) =>
        function PageFailedToLoad(): never {
          throw error;
        },
    ),
  ...(loader && {
    loader: () => loader().then((module) => wrapLoader(module.prefetch)),
    shouldRevalidate: () => loader().then((module) => module.shouldRevalidate),
  }),
});

/** `lazyPage` bound to the app's query client and loader wrapper: what the route tables call `page`. */
export type LazyPage = ReturnType<typeof lazyPage>;
