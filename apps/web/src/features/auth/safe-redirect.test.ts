import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it('keeps paths on this site, with their query', () => {
    expect(safeRedirect('/applications?tab=essays', '/dashboard')).toBe('/applications?tab=essays');
  });

  it('refuses other sites and falls back', () => {
    for (const target of [
      '//evil.example/x',
      'https://evil.example',
      '/\\evil.example',
      '/\t/evil.example',
      '/\n/evil.example',
      'javascript:alert(1)',
      '',
      null,
    ]) {
      expect(safeRedirect(target, '/dashboard')).toBe('/dashboard');
    }
  });
});
