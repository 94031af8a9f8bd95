import { defineProject } from 'vitest/config';
import { API_TEST_OPTIONS, MODULE_MOCKING_TESTS } from './vitest.config.ts';

/** The API test files that mock a Node module, each in a fresh module graph of its own. */
export default defineProject({
  test: { ...API_TEST_OPTIONS, name: 'api-isolated', include: MODULE_MOCKING_TESTS },
});
