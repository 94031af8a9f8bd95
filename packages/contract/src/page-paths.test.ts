import { describe, expect, it } from 'vitest';
import { datedItemPath, pagePaths } from './page-paths.ts';

describe('page paths', () => {
  it('links each dated item to the page that holds it', () => {
    expect(datedItemPath({ kind: 'application', id: 'a 1' })).toBe('/applications/a%201');
    expect(datedItemPath({ kind: 'decision', id: 'a1' })).toBe('/applications/a1');
    expect(datedItemPath({ kind: 'essay', id: 'e1' })).toBe('/essays/e1');
    expect(datedItemPath({ kind: 'recommendation', id: 'r1' })).toBe('/letters/r1');
    expect(datedItemPath({ kind: 'task', id: 't1' })).toBe('/tasks');
  });

  it('builds query strings only when asked', () => {
    expect(pagePaths.applications.getHref()).toBe('/applications');
    expect(pagePaths.applications.getHref('applications')).toBe('/applications');
    expect(pagePaths.applications.getHref('deadlines')).toBe('/applications?tab=deadlines');
    expect(pagePaths.unsubscribe.getHref('a.b')).toBe('/unsubscribe?token=a.b');
    expect(pagePaths.compare.getHref([1, 'x y'])).toBe('/compare?ids=1,x%20y');
  });
});
