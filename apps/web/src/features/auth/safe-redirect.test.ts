import { describe, expect, it } from 'vitest';
import { safeRedirect } from './safe-redirect.ts';

describe('safeRedirect', () => {
  it.each([
    ['/applications', '/applications'],
    ['/applications?tab=essays', '/applications?tab=essays'],
    ['/university/stanford-university#admissions', '/university/stanford-university#admissions'],
    // Normalised, and still on this site.
    ['/tasks/../applications', '/applications'],
    ['/./applications', '/applications'],
    ['/%2e%2e/applications', '/applications'],
    ['/applications?next=//evil.example', '/applications?next=//evil.example'],
  ])('keeps the path %j on this site as %j', (target, expected) => {
    expect(safeRedirect(target, '/dashboard')).toBe(expected);
  });

  it.each([
    // Another origin, as written.
    '//evil.example',
    '//evil.example/x',
    '///evil.example',
    'https://evil.example',
    'HTTPS://evil.example/applications',
    'http:evil.example',
    'javascript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,<script>alert(1)</script>',
    // Another origin once normalised.
    '/..//evil.example',
    '/../..//evil.example/x',
    '/.//evil.example',
    '/%2e%2e//evil.example',
    '/%2E%2E//evil.example',
    '/%2e//evil.example',
    '/x/../..//evil.example',
    // Backslashes, which browsers read as slashes.
    '/\\evil.example',
    '/\\/evil.example',
    '\\\\evil.example',
    '/..\\/evil.example',
    // Tabs, newlines and other control characters, which browsers strip.
    '/\t/evil.example',
    '/\n/evil.example',
    '/\r\n/evil.example',
    '/..\t//evil.example',
    '\t//evil.example',
    '/\u0000/evil.example',
    '/\u007f/evil.example',
    // Not a path.
    'applications',
    '?redirectTo=/applications',
    '#top',
    '',
    null,
  ])('refuses %j and falls back', (target) => {
    expect(safeRedirect(target, '/dashboard')).toBe('/dashboard');
  });
});
