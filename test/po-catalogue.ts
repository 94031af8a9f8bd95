import { readFileSync } from 'node:fs';

/**
 * A PO catalogue's messages, id to translation, for the tests that check a catalogue is complete
 * (the web's and the API's). An entry: msgid "…" (continued on "…" lines), then msgstr "…" likewise;
 * the header entry (an empty id) is left out.
 */
export function readPoCatalogue(file: URL): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const entries = new Map<string, string>();
  const entry = /^msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const joined = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(entry)) {
    const id = joined(match[1]!);
    if (id) entries.set(id, joined(match[2]!));
  }
  return entries;
}
