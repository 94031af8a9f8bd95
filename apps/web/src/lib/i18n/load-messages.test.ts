// @vitest-environment node
import { afterEach, describe, expect, it } from 'vitest';
import { createI18n } from './create-i18n.ts';
import { pageMessages } from './load-messages.ts';

describe("the page's messages", () => {
  afterEach(() => {
    globalThis.__campuspathMessages = undefined;
  });

  it('are looked up from the object later chunks add their messages to', () => {
    // The entry's catalogue arrived before the instance was made; a page's arrives after it.
    Object.assign(pageMessages(), { entryId: 'Explorar' });
    const i18n = createI18n('es', pageMessages());
    Object.assign(pageMessages(), { pageId: 'Comparar' });
    expect(i18n._('entryId')).toBe('Explorar');
    expect(i18n._('pageId')).toBe('Comparar');
  });
});
