import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { buildSignupBody } from '../../../../test/factories.ts';
import { signUp } from '../test/factories.ts';
import { useTestApp } from '../test/test-app.ts';
import { emailI18n } from './i18n/email-i18n.ts';
import { zodIssueText } from './i18n/error-text.ts';

const ctx = useTestApp();

const SPANISH = { 'accept-language': 'es-US' };

/** The error answers in the request's language (decision 0020): Spanish when it asks, English otherwise. */
describe('error answers in the request’s language', () => {
  it('refuses a sign-up in Spanish, message and field, for a Spanish page and in English without a language', async () => {
    const body = buildSignupBody({ password: 'qwertyuiop' });
    const spanish = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body, headers: SPANISH });
    expect(spanish.statusCode).toBe(400);
    // The words depend on the header, so a cache keeps each language's answer apart.
    expect(spanish.headers.vary).toMatch(/accept-language/i);
    expect(spanish.json()).toEqual({
      error: 'invalid_request',
      message: 'Esta contraseña es demasiado común; elija una que sea más difícil de adivinar',
      fields: { password: 'Esta contraseña es demasiado común; elija una que sea más difícil de adivinar' },
    });
    const english = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload: body });
    expect(english.json()).toEqual({
      error: 'invalid_request',
      message: 'This password is too common; choose one that is harder to guess',
      fields: { password: 'This password is too common; choose one that is harder to guess' },
    });
  });

  it('writes the contract’s field messages and the summary of a 400 in Spanish', async () => {
    const payload = { name: '', email: 'nope', password: 'short', graduationYear: 'soon' };
    const spanish = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload,
      headers: { 'accept-language': 'es-MX,es;q=0.9,en;q=0.5' },
    });
    expect(spanish.statusCode).toBe(400);
    const { message, fields } = spanish.json();
    expect(fields).toMatchObject({ name: 'Escriba su nombre', email: 'Escriba una dirección de correo electrónico válida' });
    expect(message).toMatch(/^Revise el campo "[a-zA-Z]+": /);
    const english = await ctx.app.inject({ method: 'POST', url: '/api/auth/signup', payload, headers: { 'accept-language': 'en-US' } });
    expect(english.json().fields).toMatchObject({
      name: 'Enter your name',
      email: 'Enter a valid email address',
      password: 'Use at least 10 characters',
    });
    expect(english.json().message).toMatch(/^Invalid field "[a-zA-Z]+": /);
  });

  it('writes zod’s own messages with its Spanish locale, and the contract’s from the catalogue', () => {
    const [own] = z.object({ count: z.number() }).safeParse({ count: 'many' }).error!.issues;
    const issue = { ...own!, input: 'many' };
    expect(zodIssueText(emailI18n('es'), issue)).toBe('Entrada inválida: se esperaba número, recibido texto');
    expect(zodIssueText(emailI18n('en'), issue)).toBe(own!.message);
    const [custom] = z.string().min(1, 'Enter your name').safeParse('').error!.issues;
    expect(zodIssueText(emailI18n('es'), { ...custom!, input: '' })).toBe('Escriba su nombre');
    // A message outside the catalogue is sent as written, never read as ICU.
    const [unknown] = z.string().min(1, 'Use {id} here').safeParse('').error!.issues;
    expect(zodIssueText(emailI18n('es'), { ...unknown!, input: '' })).toBe('Use {id} here');
  });

  it('answers a wrong password and a values message in Spanish', async () => {
    const { email } = await signUp(ctx.app);
    const wrong = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email, password: 'not-the-password' },
      headers: SPANISH,
    });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: 'invalid_credentials', message: 'Correo electrónico o contraseña incorrectos' });
    const zip = await ctx.app.inject({ method: 'GET', url: '/api/schools?near=00001', headers: SPANISH });
    expect(zip.statusCode).toBe(400);
    expect(zip.json().fields.near).toMatch(/^El código postal 00001 no tiene un Área de Tabulación/);
  });

  it('writes the contract’s messages with values and a path no route serves in Spanish, the English unchanged', async () => {
    const signup = await ctx.app.inject({
      method: 'POST',
      url: '/api/auth/signup',
      payload: buildSignupBody({ password: 'short' }),
      headers: SPANISH,
    });
    expect(signup.json().fields.password).toBe('Use al menos 10 caracteres');
    const range = await ctx.app.inject({ method: 'GET', url: '/api/schools?costMax=2000000', headers: SPANISH });
    expect(range.statusCode).toBe(400);
    expect(range.json().fields.costMax).toBe('Debe ser un número entero de 0 a 1,000,000');
    const english = await ctx.app.inject({ method: 'GET', url: '/api/schools?costMax=2000000' });
    expect(english.json().fields.costMax).toBe('Must be a whole number from 0 to 1,000,000');
    const spanishMissing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here?x=1', headers: SPANISH });
    expect(spanishMissing.statusCode).toBe(404);
    expect(spanishMissing.json()).toEqual({ error: 'not_found', message: 'No hay ninguna ruta para GET /api/nothing-here' });
    const englishMissing = await ctx.app.inject({ method: 'GET', url: '/api/nothing-here' });
    expect(englishMissing.json().message).toBe('No route for GET /api/nothing-here');
  });
});
