import { describe, expect, it } from 'vitest';
import { hydrateServerRender } from '../../testing/hydrate-server-render.tsx';
import { useLocalSavedSchools } from './local-saved-schools.ts';

describe('bookmarks kept in this browser', () => {
  it('a visitor with no bookmarks hydrates a page reading them without rendering it again', () => {
    window.localStorage.removeItem('campuspath.saved-schools');
    let pageRenders = 0;
    function Page() {
      pageRenders += 1;
      const saved = useLocalSavedSchools();
      return <p>{saved.length} saved</p>;
    }
    const { container } = hydrateServerRender(<Page />);
    expect(container.textContent).toBe('0 saved');
    expect(pageRenders).toBe(2);
  });

  it('a visitor with bookmarks sees them once hydrated', () => {
    window.localStorage.setItem('campuspath.saved-schools', JSON.stringify([170976, 139755]));
    function Page() {
      return <p>{useLocalSavedSchools().length} saved</p>;
    }
    const { container, serverText } = hydrateServerRender(<Page />);
    expect(serverText).toBe('0 saved');
    expect(container.textContent).toBe('2 saved');
  });
});
