// First: zod must be jitless before any schema is built (lib/zod-jitless.ts).
import '../lib/zod-jitless.ts';
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router';
import '../index.css';
import { createQueryClient } from '../lib/query-client.ts';
import { AppProvider } from './provider.tsx';
import { createRouter } from './router.tsx';

// One query client for the router's loaders and the components.
const queryClient = createQueryClient();
const router = createRouter(queryClient);

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <AppProvider queryClient={queryClient}>
      <RouterProvider router={router} />
    </AppProvider>
  </StrictMode>,
);
