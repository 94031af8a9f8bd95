import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { lazyZodResolver } from './lazy-zod-resolver.ts';
import { setActiveLocale } from './locale.ts';

afterEach(() => setActiveLocale('en'));

type Login = { email: string; password: string };
const loginSchema = () => import('@campuspath/contract/auth').then((module) => module.loginBodySchema);
const options = { fields: {}, shouldUseNativeValidation: false };

/** The field messages a form shows, in the page's language (decision 0020). */
describe('lazyZodResolver', () => {
  it("writes the contract's messages in English on an English page", async () => {
    const resolve = lazyZodResolver<Login>(loginSchema);
    const { errors } = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(errors.email?.message).toBe('Enter a valid email address');
    expect(errors.password?.message).toBe('Enter your password');
  });

  it("writes the contract's messages and zod's own in Spanish on a Spanish page", async () => {
    setActiveLocale('es');
    const resolve = lazyZodResolver<Login>(loginSchema);
    const { errors } = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(errors.email?.message).toBe('Escriba una dirección de correo electrónico válida');
    expect(errors.password?.message).toBe('Escriba su contraseña');
    const plain = lazyZodResolver<{ count: number }>(async () => z.object({ count: z.number() }));
    const { errors: own } = await plain({ count: 'many' as never }, undefined, options);
    expect(own.count?.message).toBe('Entrada inválida: se esperaba número, recibido texto');
  });

  it('answers in the language of the page at each validation, not the language of its first', async () => {
    const resolve = lazyZodResolver<Login>(loginSchema);
    const english = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(english.errors.email?.message).toBe('Enter a valid email address');
    setActiveLocale('es');
    const spanish = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(spanish.errors.email?.message).toBe('Escriba una dirección de correo electrónico válida');
    setActiveLocale('en');
    const again = await resolve({ email: 'nope', password: '' }, undefined, options);
    expect(again.errors.email?.message).toBe('Enter a valid email address');
  });
});
