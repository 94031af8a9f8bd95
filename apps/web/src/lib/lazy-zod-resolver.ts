import type { FieldValues, Resolver } from 'react-hook-form';
import type { ZodType } from 'zod';

/**
 * A form's zod resolver whose schema (and with it zod's core, about 26 KB gzipped) loads when the
 * form first validates, not with the page: a page that shows a form is read long before it is
 * submitted, and its first load stays within its JavaScript budget (e2e/js-budget.spec.ts). The
 * form validates exactly as with `zodResolver(schema)`; its first validation (a blur or a submit)
 * fetches the chunk once and waits for it.
 *
 * Made once per form, at module level, not on each render: `load` imports the schema's module,
 * `lazyZodResolver<LoginBody>(() => import('@campuspath/contract/auth').then((m) => m.loginBodySchema))`.
 */
export function lazyZodResolver<Input extends FieldValues, Output = Input>(load: () => Promise<ZodType>): Resolver<Input, unknown, Output> {
  let resolver: Promise<Resolver<Input, unknown, Output>> | undefined;
  return async (values, context, options) => {
    resolver ??= Promise.all([import('@hookform/resolvers/zod'), load()]).then(
      ([{ zodResolver }, schema]) => zodResolver(schema as never) as unknown as Resolver<Input, unknown, Output>,
    );
    try {
      return (await resolver)(values, context, options);
    } catch (error) {
      // A chunk that failed to load (a dropped connection) is fetched again on the next validation
      // instead of leaving the form unable to validate until the page is reloaded.
      resolver = undefined;
      throw error;
    }
  };
}
