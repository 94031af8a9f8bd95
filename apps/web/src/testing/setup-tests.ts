import '@testing-library/jest-dom/vitest';
import { cleanup } from '@testing-library/react';
import { afterEach } from 'vitest';

afterEach(() => cleanup());

// Forms load their zod resolver on first validation (lib/lazy-zod-resolver.ts). A browser fetches
// that chunk in milliseconds; here the first import would also transform zod, which can outlast
// Testing Library's wait on a busy machine. Loaded once up front, a test waits only for its form.
await Promise.all([import('zod'), import('@hookform/resolvers/zod')]);
