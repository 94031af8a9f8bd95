import type { I18n } from '@lingui/core';
import type { QueryClient } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticRouter, StaticRouterProvider, type StaticHandler, type StaticHandlerContext } from 'react-router';
import { PageHeadContext, type PageHead } from '../lib/page-head.ts';
import { AppProvider } from './provider.tsx';

/**
 * Everything a server render depends on, in one place, for the public pages (entry-server.tsx)
 * and a signed-in page (signed-in-data.ts) alike: what the route tree loaded and the query client
 * that holds the reads (a signed-in page's holds the session too, so the header renders signed
 * in), and the language it renders in.
 */
export interface RenderInput {
  handler: StaticHandler;
  /** The router's state after the loaders ran (`handler.query`). */
  context: StaticHandlerContext;
  queryClient: QueryClient;
  /** The render's language: an instance of its own, never Lingui's global. */
  i18n: I18n;
  signal?: AbortSignal;
}

/**
 * The page as HTML for `<div id="root">`, and the head it asked for. Throws when any part failed:
 * React would leave a failed part for the browser to render, with an inline script the
 * Content-Security-Policy blocks and a hydration error, so such a page is never sent.
 */
export async function renderHtml({ handler, context, queryClient, i18n, signal }: RenderInput): Promise<{ html: string; head: PageHead }> {
  const head: PageHead = {};
  const collector = { collect: (said: PageHead) => Object.assign(head, said) };
  const router = createStaticRouter(handler.dataRoutes, context);
  const failures: unknown[] = [];
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <PageHeadContext value={collector}>
        <AppProvider queryClient={queryClient} i18n={i18n}>
          <StaticRouterProvider router={router} context={context} hydrate={false} />
        </AppProvider>
      </PageHeadContext>
    </StrictMode>,
    // A part the page loads lazily (a Suspense boundary) is written in place however far down the
    // page it is: past 12.8 KB of HTML React would send it hidden, for an inline script to reveal.
    { signal, onError: (error) => void failures.push(error), progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const decoder = new TextDecoder();
  let html = '';
  for await (const chunk of prelude) html += decoder.decode(chunk as Uint8Array, { stream: true });
  html += decoder.decode();
  if (failures.length > 0) throw new Error('A part of the page failed to render on the server', { cause: failures[0] });
  return { html, head };
}
