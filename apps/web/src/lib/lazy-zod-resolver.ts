import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';
import { activeAppLocale } from './locale.ts';
import type { AppLocale } from './i18n/locales.ts';

/** How a form's field messages are written in the page's language (decision 0020). */
interface FieldLanguage {
  /** zod's parse options: its own messages from its locale. */
  parse?: { error: (issue: never) => string | { message: string } | undefined | null };
  /** The contract's message in the page's language (its own catalogue), or the message as it is. */
  translate?: (message: string) => string;
}

/**
 * On a Spanish page: zod's Spanish locale for its own messages and the contract's Spanish
 * catalogue for the schemas' messages, loaded with the schema, never on an English page.
 */
async function fieldLanguage(): Promise<FieldLanguage> {
  if (activeAppLocale() !== 'es') return {};
  const [{ default: zodSpanish }, { messages }, { setupI18n }, { messageValuesOf }] = await Promise.all([
    import('zod/v4/locales/es.js'),
    import('@campuspath/contract/locales/es/messages'),
    import('@lingui/core'),
    import('@campuspath/contract/message-values-terms'),
  ]);
  const i18n = setupI18n({ locale: 'es', messages: { es: messages } });
  return {
    parse: { error: zodSpanish().localeError as never },
    // A message outside the catalogue stays as written, never read as a message format.
    translate: (message) => {
      if (Object.hasOwn(messages, message)) return i18n._(message);
      // A message with values (a password's length) is its English here; the catalogue has it by its id.
      const withValues = messageValuesOf(message);
      return withValues ? i18n._(withValues.id, withValues.values) : message;
    },
  };
}

/**
 * The same for a schema parsed by hand (a field checked before it joins a form's value): zod's
 * options for `safeParse` and the contract's message in the page's language.
 */
export async function fieldMessages(): Promise<{ parse?: FieldLanguage['parse']; translate: (message: string) => string }> {
  const language = await fieldLanguage();
  return { parse: language.parse, translate: language.translate ?? ((message) => message) };
}

/** Every `message` in a resolver's (nested) errors, in the page's language. */
function translateErrors(errors: unknown, translate: (message: string) => string): void {
  if (!errors || typeof errors !== 'object') return;
  for (const [key, value] of Object.entries(errors)) {
    if (key === 'ref') continue;
    if (key === 'message' && typeof value === 'string') (errors as Record<string, unknown>).message = translate(value);
    else translateErrors(value, translate);
  }
}

/**
 * A form's zod resolver whose schema (and with it zod's core, about 26 KB gzipped) loads when the
 * form first validates, not with the page: a page that shows a form is read long before it is
 * submitted, and its first load stays within its JavaScript budget (e2e/js-budget.spec.ts). The
 * form validates exactly as with `zodResolver(schema)`; its first validation (a blur or a submit)
 * fetches the chunk once and waits for it. On a Spanish page its messages are Spanish.
 *
 * Made once per form, at module level, not on each render: `load` imports the schema's module,
 * `lazyZodResolver<LoginBody>(() => import('@campuspath/contract/auth').then((m) => m.loginBodySchema))`.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(load: () => Promise<ZodType>): Resolver<Input, unknown, Output> {
  // One per language: in the browser a page keeps its language (a change loads a new page), but a
  // module can outlive it where modules are shared, as in the web tests, and a form must never
  // answer in the language of whichever page validated it first.
  const resolvers = new Map<AppLocale, Promise<Resolver<Input, unknown, Output>>>();
  return async (values, context, options) => {
    const locale = activeAppLocale();
    let resolver = resolvers.get(locale);
    if (!resolver) {
      resolver = Promise.all([import('@hookform/resolvers/zod'), load(), fieldLanguage()]).then(([{ zodResolver }, schema, language]) => {
        const resolve = zodResolver(schema as never, language.parse as never) as unknown as Resolver<Input, unknown, Output>;
        const { translate } = language;
        if (!translate) return resolve;
        return async (...args: Parameters<typeof resolve>) => {
          const result = await resolve(...args);
          translateErrors(result.errors, translate);
          return result;
        };
      });
      resolvers.set(locale, resolver);
    }
    try {
      return (await resolver)(values, context, options);
    } catch (error) {
      // A chunk that failed to load (a dropped connection) is fetched again on the next validation
      // instead of leaving the form unable to validate until the page is reloaded.
      resolvers.delete(locale);
      throw error;
    }
  };
}
