import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach } from 'vitest';
import { setActiveLocale } from '../lib/locale.ts';

// The files of a worker share one module graph and one jsdom (vitest.config.ts, no isolation), so
// each test ends the way the next expects to start: no rendered page, English as the page's
// language, and nothing the app kept in the browser's storage (saved colleges, the compare list).
afterEach(() => {
  cleanup();
  setActiveLocale('en');
  // Files that run in Node rather than jsdom have no storage.
  globalThis.localStorage?.clear();
  globalThis.sessionStorage?.clear();
});

// A `findBy…` waits for a lazily loaded chunk (the user menu, a dialog), which on a busy machine can
// take longer than Testing Library's one-second default; the wait ends as soon as it appears.
configure({ asyncUtilTimeout: 5_000 });

// Forms load their zod resolver on first validation (lib/lazy-zod-resolver.ts). A browser fetches
// that chunk in milliseconds; here the first import would also transform zod, which can outlast
// Testing Library's wait on a busy machine. Loaded once up front, a test waits only for its form.
// The same for react-hook-form, which a form opened on request (an offer's) brings in its chunk,
// and for Radix, whose dialog stack comes in the chunk of a dialog loaded after its page
// (components/ui/lazy-dialog.tsx): the package's index loads every primitive at once. The confirm
// dialog, on every page that deletes, is loaded too, so a page's test waits for its own parts only.
await Promise.all([
  import('zod'),
  import('@hookform/resolvers/zod'),
  import('react-hook-form'),
  import('radix-ui'),
  import('../components/ui/confirm-dialog-content.tsx'),
]);
