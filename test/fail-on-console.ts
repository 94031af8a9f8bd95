import { afterEach, beforeEach, vi } from 'vitest';

/**
 * Noise fails tests (style guide, "Tests"): an unexpected console.error or console.warn
 * is a failure. A test that expects one mocks console itself.
 */
let messages: string[] = [];

beforeEach(() => {
  messages = [];
  for (const method of ['error', 'warn'] as const) {
    vi.spyOn(console, method).mockImplementation((...args: unknown[]) => {
      messages.push(`console.${method}: ${args.map(String).join(' ')}`);
    });
  }
});

afterEach(() => {
  vi.restoreAllMocks();
  if (messages.length) throw new Error(`Unexpected console output:\n${messages.join('\n')}`);
});
