import { buildApplicationBody, buildEssayBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { englishLeftovers } from './english-leftovers.ts';
import { expect, test, waitForHydration } from './fixtures.ts';
import { apiWrite } from './second-page.ts';

/**
 * A Spanish student's own workspace (docs/i18n.md): the app's words in Spanish and no sentence of
 * the English catalogue left on the page. The layouts are the English pages' (checked at 390 px
 * by their own specs), so this spec runs on desktop only (not in PHONE_LAYOUT_SPECS).
 */

test.use({ locale: 'es-US' });

const STANFORD = 243744;

test('a Spanish student’s essay and academic profile: Spanish counts and labels, no English left', async ({ page }) => {
  await signUpViaApi(page, { locale: 'es' });
  const { essay } = (await apiWrite(page, 'post', '/api/essays', buildEssayBody({ maxWords: 650 }))) as { essay: { id: string } };
  await page.goto(`/es/essays/${essay.id}`);
  await waitForHydration(page);
  await expect(page.getByLabel('Su ensayo')).toHaveAccessibleDescription('0 / 650 palabras');
  await expect(page.getByRole('button', { name: 'Historial de versiones' })).toBeVisible();
  expect(await englishLeftovers(page)).toEqual([]);

  await page.goto('/es/academics');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Perfil académico');
  await expect(page.getByTestId('profile-status')).toContainText('Agregue su GPA no ponderado, un puntaje del SAT o del ACT y al menos');
  await expect(page.getByRole('group', { name: 'Regiones' }).getByRole('checkbox', { name: 'Oeste', exact: true })).toBeVisible();
  expect(await englishLeftovers(page)).toEqual([]);
});

test('a Spanish student’s applications and one application: the app’s words in Spanish, no English left', async ({ page }) => {
  test.slow(); // two pages, each read against the whole English catalogue
  await signUpViaApi(page, { locale: 'es' });
  const checklist = [
    { label: 'Application form', done: true },
    { label: 'Personal essay', done: false },
  ];
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD, status: 'in-progress', checklist }));
  const offer = (await apiWrite(
    page,
    'post',
    '/api/applications',
    buildApplicationBody({ schoolId: 139755, round: 'regular-decision', status: 'accepted', checklist }),
  )) as { id: string };

  await page.goto('/es/applications');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Gestor de solicitudes');
  await expect(page.getByRole('status').filter({ hasText: '2 solicitudes' })).toBeVisible();
  // A starting step the student left as it was reads in Spanish.
  await expect(page.getByRole('list', { name: 'Solicitudes' })).toContainText('Ensayo personal');
  expect(await englishLeftovers(page), 'applications').toEqual([]);

  await page.goto(`/es/applications/${offer.id}`);
  await waitForHydration(page);
  await expect(page.getByRole('region', { name: 'Decisión' })).toContainText('Responder y pagar el depósito antes del:');
  await expect(page.getByRole('checkbox', { name: 'Formulario de solicitud' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Guardar los cambios' })).toBeVisible();
  expect(await englishLeftovers(page), 'one application').toEqual([]);
});

test('a Spanish student’s dashboard and timeline: the app’s own titles in Spanish, no English left', async ({ page }) => {
  await signUpViaApi(page, { locale: 'es' });
  // A deadline a week away (on the dashboard and the timeline), and one to find (the app's task).
  const inAWeek = new Date(Date.now() + 7 * 86_400_000).toISOString().slice(0, 10);
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD, deadline: inAWeek }));
  await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId: 166027, round: 'regular-decision' }));
  const deadline = 'Stanford University: fecha límite de Acción Temprana (Early Action)';

  await page.goto('/es/dashboard');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mi panel');
  await expect(page.getByRole('region', { name: 'Vence en los próximos 14 días' }).getByRole('link', { name: deadline })).toBeVisible();
  expect(await englishLeftovers(page)).toEqual([]);

  await page.goto('/es/timeline');
  await waitForHydration(page);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Calendario');
  await expect(page.getByRole('heading', { level: 2, name: deadline })).toBeVisible();
  expect(await englishLeftovers(page), 'timeline').toEqual([]);

  await page.goto('/es/tasks');
  await expect(
    page.getByRole('checkbox', { name: 'Buscar la fecha límite de Decisión Regular (Regular Decision) de Harvard University' }),
  ).toBeVisible();
});

test('the demos started from a Spanish page: what their sample student and school "typed" is in Spanish too', async ({ page }) => {
  test.slow(); // two demos, each a full sample workspace
  await page.goto('/es/login');
  await page.getByRole('button', { name: 'Probar la demostración', exact: true }).click();
  await expect(page).toHaveURL(/\/es\/dashboard$/);
  const dueSoon = page.getByRole('region', { name: 'Vence en los próximos 14 días' });
  await expect(dueSoon).toContainText('Ejemplo: Terminar la lista de actividades de la Common App');
  await expect(dueSoon).not.toContainText('Finish the Common App');
  await page.goto('/es/tasks');
  await waitForHydration(page);
  await expect(page.getByRole('checkbox', { name: /Enviar la FAFSA/ }).first()).toBeVisible();
  await expect(page.getByText('Submit the FAFSA')).toHaveCount(0);

  await page.context().clearCookies();
  await page.goto('/es/login');
  await page.getByRole('button', { name: 'Probar la demostración para consejeros' }).click();
  await expect(page).toHaveURL(/\/es\/caseload$/);
  await expect(page.getByRole('main')).toContainText('Escuela secundaria de ejemplo (demostración)');
  await expect(page.getByRole('main').getByRole('link', { name: 'Priya Shah (ejemplo)' }).first()).toBeVisible();
  await expect(page.getByText('(sample)')).toHaveCount(0);
});
