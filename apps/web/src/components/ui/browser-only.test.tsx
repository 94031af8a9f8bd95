import { describe, expect, it } from 'vitest';
import { hydrateServerRender } from '../../testing/hydrate-server-render.tsx';
import { BrowserOnly } from './browser-only.tsx';

describe('BrowserOnly', () => {
  it('shows the fallback in the server render and the part once hydrated, without rendering its page again', () => {
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      return (
        <main>
          <h1>Explore</h1>
          <BrowserOnly fallback={<p>Map loading</p>}>
            <p>Map</p>
          </BrowserOnly>
        </main>
      );
    }
    const { container, serverText } = hydrateServerRender(<Page />);
    expect(serverText).toBe('ExploreMap loading');
    expect(container.textContent).toBe('ExploreMap');
    // One render for the server's HTML, one to hydrate it; none after.
    expect(pageRenders).toBe(2);
  });
});
