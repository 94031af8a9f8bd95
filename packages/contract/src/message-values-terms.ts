// Zod-free: the web's form resolver reads it at run time (decision 0004).

/** A contract message with values: its catalogue id (an ICU message) and the figures it quotes. */
export interface MessageWithValues {
  id: string;
  values: Record<string, number>;
}

/** The figures as both languages write them in the US ("1,000,000" in es-US too, not "1.000.000"). */
const written = (values: Record<string, number>): Record<string, string> =>
  Object.fromEntries(Object.entries(values).map(([name, value]) => [name, value.toLocaleString('en-US')]));

// The schemas' messages with values, by their English: a schema hands zod a plain string, and
// the API's error answers and the web's forms find here what to write in another language.
const byEnglish = new Map<string, MessageWithValues>();

/** The message in English, as it reads to a client that names no language. */
const english = ({ id, values }: MessageWithValues): string => {
  const figures = written(values);
  return id.replace(/\{(\w+)\}/g, (_, name: string) => figures[name] ?? '');
};

/**
 * A field message quoting figures (a password's length, a parameter's range), as the English
 * string zod is given: `messageWithValues(/*i18n*\/ { id: 'Use at least {min} characters', values: { min } })`.
 */
export function messageWithValues(message: MessageWithValues): string {
  const text = english(message);
  byEnglish.set(text, message);
  return text;
}

/** The catalogue id and the written figures behind an English field message, if it has values. */
export function messageValuesOf(text: string): { id: string; values: Record<string, string> } | undefined {
  const message = byEnglish.get(text);
  return message && { id: message.id, values: written(message.values) };
}
