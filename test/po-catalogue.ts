import { readFileSync } from 'node:fs';

/**
 * A PO catalogue's messages, id to translation, for the tests that check a catalogue is complete
 * (the web's and the API's). An entry: msgid "…" (continued on "…" lines), then msgstr "…" likewise;
 * the header entry (an empty id) is left out. A message with a context (msgctxt, the same English
 * meaning something else, which Spanish may say differently) is its own entry, keyed as gettext
 * does: the context, U+0004, then the id.
 */
export function readPoCatalogue(file: URL): Map<string, string> {
  const text = readFileSync(file, 'utf8');
  const entries = new Map<string, string>();
  const entry = /^(?:msgctxt (".*")\n)?msgid ((?:".*"\n)+)msgstr ((?:".*"\n?)+)/gm;
  const joined = (lines: string) =>
    lines
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line) as string)
      .join('');
  for (const match of text.matchAll(entry)) {
    const id = joined(match[2]!);
    const context = match[1] === undefined ? undefined : (JSON.parse(match[1]) as string);
    if (id) entries.set(context === undefined ? id : `${context}\u0004${id}`, joined(match[3]!));
  }
  return entries;
}
