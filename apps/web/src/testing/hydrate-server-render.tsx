import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * Renders `element` as the server does, then hydrates that HTML in the page as the browser does:
 * the server render's text, and the container once hydrated. A component whose store reads
 * differently in the browser than in the server render is rendered again at once, synchronously,
 * with everything under it (on a real page, its lazy parts still hydrating in slices): tests count
 * renders through this to prove a page renders only twice (server, hydration).
 */
export function hydrateServerRender(element: ReactElement) {
  const container = document.createElement('div');
  container.innerHTML = renderToString(element);
  const serverText = container.textContent;
  document.body.append(container);
  render(element, { container, hydrate: true });
  return { container, serverText };
}
