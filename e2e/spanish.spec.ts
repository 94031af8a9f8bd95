import type { Page } from '@playwright/test';
import { EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import { buildApplicationBody, buildSignupBody, buildTaskBody } from '../test/factories.ts';
import { signUpViaApi, verifyEmailViaOutbox } from './auth-helpers.ts';
import { englishLeftovers } from './english-leftovers.ts';
import { expect, sameOnPhone, test, waitForHydration } from './fixtures.ts';
import { waitForEmail } from './outbox.ts';
import { apiWrite, secondPage } from './second-page.ts';

/** Spanish (docs/i18n.md): a browser in Spanish, the pages under /es, the switch between languages. */

test.use({ locale: 'es-US' });

const STANFORD = 243744;

/** The page fits its width: nothing in Spanish, longer than English, pushes it sideways (390 px on a phone). */
async function expectNoOverflow(page: Page) {
  const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
  expect(overflow).toBeLessThanOrEqual(0);
}

test('a browser in Spanish lands on the Spanish home page, named in both languages for search engines', async ({ page, checkA11y }) => {
  await page.goto('/');
  await expect(page).toHaveURL('/es/');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avance en su camino a la universidad con confianza');
  await expect(page.getByRole('link', { name: 'Iniciar sesión' })).toBeVisible();
  const origin = new URL(page.url()).origin;
  await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es/`);
  await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}/`);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute('href', `${origin}/es/`);
  await expectNoOverflow(page);
  await checkA11y();
});

test('searches in Spanish and opens a college page with its figures written for es-US', async ({ page }) => {
  await page.goto('/es/');
  await page.getByRole('combobox', { name: 'Buscar universidades' }).fill('stanford');
  await page.getByRole('button', { name: 'Buscar', exact: true }).click();
  await expect(page).toHaveURL('/es/explore?search=stanford');
  await page.getByRole('link', { name: 'Stanford University', exact: true }).first().click();
  await expect(page).toHaveURL(/\/es\/university\/stanford-university/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // es-US writes dollars as en-US does ("$1,234"): the money on the page is still in dollars with commas.
  await expect(page.getByText(/\$\d{1,3}(,\d{3})+/).first()).toBeVisible();
});

test('the switch changes the language of the same page, and the choice is remembered', async ({ page, checkA11y }) => {
  await page.goto('/es/explore?search=stanford');
  const toEnglish = page.getByTestId('language-switch');
  await expect(toEnglish).toHaveAttribute('lang', 'en');
  await expect(toEnglish).toHaveAttribute('hreflang', 'en');
  await toEnglish.click();
  await expect(page).toHaveURL('/explore?search=stanford');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByRole('link', { name: 'Sign In' })).toBeVisible();
  // English chosen: the Spanish browser's home page is now the English one.
  await page.goto('/');
  await expect(page).toHaveURL('/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Navigate your college journey with confidence');

  await page.getByTestId('language-switch').click();
  await expect(page).toHaveURL('/es/');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Avance en su camino a la universidad con confianza');
  await page.goto('/');
  await expect(page).toHaveURL('/es/');
  await checkA11y();
});

test('an account saved as Spanish signs in from the English page and lands in Spanish', async ({ page }) => {
  const student = await signUpViaApi(page, { locale: 'es' });
  await page.context().clearCookies();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await waitForHydration(page);
  await page.getByLabel('Email', { exact: true }).fill(student.email);
  await page.getByLabel('Password', { exact: true }).fill(student.password);
  await page.getByRole('button', { name: 'Sign In' }).click();
  await expect(page).toHaveURL('/es/dashboard');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  const cookies = await page.context().cookies();
  expect(cookies.find((cookie) => cookie.name === 'campuspath_lang')?.value).toBe('es');
});

test('the sign-up form speaks Spanish, and fits a phone', async ({ page, checkA11y }) => {
  await page.goto('/es/signup');
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Cree su cuenta gratuita');
  await expect(page.getByRole('radio', { name: /Padre, madre o tutor/ })).toBeVisible();
  await expect(page.getByLabel('Nombre')).toBeVisible();
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Crear cuenta gratuita' })).toBeVisible();
  await expectNoOverflow(page);
  await checkA11y();
});

test('a parent invited in Spanish reads the invitation, signs up into a Spanish account and follows the student in Spanish', async ({
  page,
  browser,
}, testInfo) => {
  const student = await secondPage(browser, testInfo);
  const { email: studentEmail } = await signUpViaApi(student.page, { name: 'Maya Chen' });
  // A verified student's invitation is emailed to the parent (an unverified one's is only a link to copy).
  await verifyEmailViaOutbox(student.page, studentEmail);
  // Something on the plan for the parent to read: an application (a status, a round) and a task with its date.
  const application = (await apiWrite(student.page, 'post', '/api/applications', buildApplicationBody({ schoolId: STANFORD }))) as {
    id: string;
  };
  await apiWrite(student.page, 'post', '/api/tasks', buildTaskBody({ dueDate: '2027-01-15' }));
  // Admitted, with an offer whose worked-out figures, warnings and loan notes the parent reads in Spanish.
  expect((await student.page.request.patch(`/api/applications/${application.id}`, { data: { status: 'accepted' } })).status()).toBe(200);
  await apiWrite(student.page, 'put', `/api/applications/${application.id}/offer`, {
    academicYear: '2026-27',
    costs: { tuitionFees: { amount: 60_000, billed: true } },
    grants: { college: { amount: 20_000 } },
    loans: { parentPlus: { amount: 15_000, listedAs: 'award' } },
  });
  // A saved aid estimate, which the parent reads with its steps on the student's offers page.
  await apiWrite(student.page, 'put', '/api/aid-estimate', EMPTY_AID_ESTIMATE_INPUT);
  const parentEmail = buildSignupBody().email;
  const { invitation } = (await apiWrite(student.page, 'post', '/api/sharing/invitations', { email: parentEmail, locale: 'es' })) as {
    invitation: { url: string };
  };
  const link = new URL(invitation.url);
  expect(link.pathname).toBe('/es/invite');
  await student.done();
  // The email the parent opens is in Spanish too, and leads to the Spanish invitation page.
  const email = await waitForEmail(parentEmail, /^Maya Chen le invitó a seguir su plan universitario en CampusPath$/);
  expect(email.text).toContain(`/es/invite${link.search}`);
  expect(email.text).toContain('Usted puede mirar, pero no cambiar nada');

  await page.goto(`${link.pathname}${link.search}`);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Siga el plan universitario de Maya Chen');
  await page.getByRole('link', { name: 'Crear una cuenta de padre, madre o tutor' }).click();
  await expect(page).toHaveURL(/^[^?]*\/es\/signup\?/);
  await page.getByLabel('Nombre').fill('Rosa Chen');
  await expect(page.getByLabel('Correo electrónico', { exact: true })).toHaveValue(parentEmail);
  await page.getByLabel('Contraseña', { exact: true }).fill('a-long-family-passphrase-42');
  await page.getByRole('button', { name: 'Crear cuenta gratuita' }).click();
  await expect(page).toHaveURL(/\/es\/invite\?token=/);
  const session = (await (await page.request.get('/api/auth/session')).json()) as { user: { role: string; locale: string } };
  expect(session.user).toMatchObject({ role: 'parent', locale: 'es' });
  await expectNoOverflow(page);
  // An emailed invitation is for the address it went to: the parent confirms it, from a Spanish email.
  await waitForEmail(parentEmail, /^Confirme su correo electrónico para CampusPath$/);
  await verifyEmailViaOutbox(page, parentEmail);
  await page.getByRole('button', { name: 'Aceptar la invitación' }).click();
  await expect(page).toHaveURL(/\/es\/students\//);
  const studentPath = new URL(page.url()).pathname;

  // The student's plan as the parent reads it: Spanish headings, statuses, rounds and dates, no English sentence.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Plan de Maya Chen');
  for (const heading of ['Calendario', 'Solicitudes', 'Universidades guardadas', 'Tareas', 'Perfil académico']) {
    await expect(page.getByRole('heading', { level: 2, name: heading })).toBeVisible();
  }
  await expect(page.getByTestId('not-shared')).toHaveText('No se comparte con usted: Ensayos, Documentos, Cartas de recomendación.');
  await expect(page.getByRole('region', { name: 'Solicitudes' })).toContainText('Acción Temprana (Early Action)');
  await expect(page.getByRole('list', { name: 'Tareas' })).toContainText(/Vence el 15 ene\.? (de )?2027/);
  await expectNoEnglish(page);
  await expectNoOverflow(page);

  await page.goto('/es/family');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Mis estudiantes');
  await expect(page.getByRole('list', { name: 'Estudiantes que sigue' })).toContainText('Maya Chen');

  // The parent's own settings, in the account's language too.
  await page.goto('/es/settings/account');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Configuración de la cuenta');
  await expect(page.getByRole('button', { name: 'Cambiar contraseña' })).toBeVisible();
  await expectNoEnglish(page);
  await expectNoOverflow(page);
  await page.goto('/es/settings/reminders');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Resumen semanal por correo');
  await expect(page.getByRole('switch', { name: 'Resumen semanal por correo' })).toBeVisible();
  await expectNoEnglish(page);

  // The student's money as the parent reads it: the saved estimate and the offers.
  await page.goto(`${studentPath}/offers`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Ofertas de ayuda');
  await expect(page.getByRole('region', { name: 'La estimación de ayuda del estudiante' })).toContainText('Estimación, no una oferta');
  await expect(page.getByRole('heading', { level: 2, name: 'Solicitudes aceptadas' })).toBeVisible();
  await expect(page.getByRole('list', { name: /^Advertencias/ })).toContainText('Préstamo PLUS para Padres de $15,000');
  await expectNoEnglish(page);
  // The estimate's steps, a chunk of their own loaded when asked for, in Spanish too.
  await waitForHydration(page);
  await page.getByRole('button', { name: 'Mostrar cómo se calculó' }).click();
  await expect(page.getByRole('heading', { name: 'Cómo se calculó' })).toBeVisible();
  await expectNoEnglish(page);
});

/** No piece of the English catalogue is left on the page (englishLeftovers). */
async function expectNoEnglish(page: Page) {
  expect(await englishLeftovers(page)).toEqual([]);
}

test(
  'Explore in Spanish: a plain-language search becomes Spanish chips, labels and es-US figures',
  sameOnPhone,
  async ({ page, checkA11y }) => {
    test.slow(); // a search, an axe scan and the whole English catalogue to look for
    await page.goto('/es/explore');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Explorar universidades');
    await page.getByRole('combobox', { name: 'Buscar universidades' }).fill('nursing in ohio');
    await page.getByRole('combobox', { name: 'Buscar universidades' }).press('Enter');

    // What the search understood: the major family and the state, as chips in Spanish (the state keeps its name).
    const fromSearch = page.getByRole('list', { name: 'De su búsqueda:' });
    await expect(fromSearch.getByRole('button', { name: 'Quitar filtro: Ohio' })).toBeVisible();
    await expect(fromSearch.getByRole('button', { name: 'Quitar filtro: Profesiones de la salud y enfermería' })).toBeVisible();
    await expect(page.getByTestId('result-count')).toHaveText(/^\d{1,3}(,\d{3})* universidad(es)?$/);

    const main = page.locator('main');
    await expect(
      main.getByRole('group', { name: 'Tipo de universidad' }).getByRole('checkbox', { name: 'Pública', exact: true }),
    ).toBeVisible();
    await expect(main.getByLabel('Ordenar por')).toBeVisible();
    const card = main.getByTestId('school-card').first();
    await expect(card.getByText('Estudiantes', { exact: true })).toBeVisible();
    // es-US writes figures as en-US does: "$12k" tuition, "4,638" or "33k" students, "45%" admitted.
    await expect(card.getByTestId('school-tuition')).toHaveText(/^(\$\d+k|No reportado)$/);
    await expect(card.getByTestId('school-size')).toHaveText(/^(\d{1,3}(,\d{3})?|\d+k|No reportado)$/);
    await expect(card.getByTestId('school-acceptance')).toHaveText(/^(\d+(\.\d)?%|Abierta|No reportado)$/);
    await expect(card.getByRole('button', { name: /^Agregar .* a la comparación$/ })).toBeVisible();

    expect(await englishLeftovers(page)).toEqual([]);
    await expectNoOverflow(page);
    await checkA11y();
  },
);

test('a college page in Spanish: its labels translated, its name and figures as published, es-US money', sameOnPhone, async ({ page }) => {
  await page.goto('/es/university/139755');
  await waitForHydration(page);
  await expect(page.locator('html')).toHaveAttribute('lang', 'es');
  // The college's name and city stay as published; the product's labels are Spanish.
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('Georgia Institute of Technology-Main Campus');
  await expect(page.getByText('Atlanta, GA')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Resultados' })).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Fechas importantes' })).toBeVisible();
  const tuition = page.locator('dl > div').filter({ has: page.getByText('Matrícula', { exact: true }) });
  await expect(tuition.locator('dd').first()).toHaveText(/^\$\d{1,3}(,\d{3})+$/);
  // Each figure keeps its year; a missing one would read "No reportado", never English.
  await expect(page.getByText('College Scorecard; cada cifra indica su año.')).toBeVisible();
  await expect(page.getByText('Not reported')).toHaveCount(0);
  // The "About" paragraph, the Departments card, the similar colleges' reasons and the national
  // dates are written from the API's facts in the page's language: no English left.
  await expect(page.getByText(/^Georgia Institute of Technology-Main Campus es una institución pública de cuatro años/)).toBeVisible();
  await expect(page.getByText('Abre el CSS Profile')).toBeVisible();
  expect(await englishLeftovers(page), 'overview').toEqual([]);

  await page.getByRole('tab', { name: 'Costos y ayuda' }).click();
  await expect(page).toHaveURL('/es/university/139755?tab=costs');
  await expect(page.getByRole('heading', { name: 'Precio neto: lo que las familias pagan en realidad' })).toBeVisible();
  await expect(page.getByRole('columnheader', { name: 'Ingresos familiares' })).toBeVisible();
  await expect(page.getByRole('row', { name: /^Matrícula y cuotas/ }).first()).toContainText(/\$\d{1,3}(,\d{3})+/);
  expect(await englishLeftovers(page), 'costs').toEqual([]);
  await expect(page.getByText(/Calculado: matrícula y cuotas \+ alojamiento y comida en el campus/)).toBeVisible();
  // How derived figures are made, the years and the admission factors in Spanish too (the API sends English).
  await page.getByRole('tab', { name: 'Admisión' }).click();
  await expect(page.getByRole('heading', { name: 'GPA de la escuela secundaria' })).toBeVisible();
  await expect(page.getByText(/de los estudiantes inscritos presentó puntajes del SAT/)).toBeVisible();
  expect(await englishLeftovers(page), 'admissions').toEqual([]);
  await expect(page.locator('main')).not.toContainText(/\bfall 20\d\d\b|Derived:|for admission/);
  await expect(page.locator('main')).toContainText(/Obligatorio para la admisión[\s\S]*otoño de 20\d\d/);
});

test(
  'the guides, the financial-aid page, scholarships and the Privacy Policy in Spanish: named in both languages, no English left',
  sameOnPhone,
  async ({ page }) => {
    test.slow(); // four pages, each read against the whole English catalogue
    const pages = [
      { path: '/guides', title: 'La temporada universitaria, paso a paso' },
      { path: '/privacy', title: 'Política de privacidad' },
      { path: '/scholarships', title: 'Cómo encontrar becas' },
      // Last: the estimator's form is checked on it below.
      { path: '/financial-aid', title: 'Cómo pagar la universidad' },
    ];
    for (const { path, title } of pages) {
      await page.goto(`/es${path}`);
      await waitForHydration(page);
      await expect(page.locator('html')).toHaveAttribute('lang', 'es');
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(title);
      const origin = new URL(page.url()).origin;
      await expect(page.locator('link[rel="alternate"][hreflang="en"]')).toHaveAttribute('href', `${origin}${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="es"]')).toHaveAttribute('href', `${origin}/es${path}`);
      await expect(page.locator('link[rel="alternate"][hreflang="x-default"]')).toHaveAttribute('href', `${origin}${path}`);
      expect(await englishLeftovers(page), path).toEqual([]);
    }
    // The estimator's form, rendered in place before its code arrives, is Spanish too.
    const estimator = page.getByRole('form', { name: 'Estimador del Índice de Ayuda Estudiantil' });
    await expect(estimator.getByLabel('Año de la ayuda')).toBeVisible();
    // Estimated, the result and each of its steps are written in Spanish too.
    await estimator.getByRole('button', { name: 'Estimar' }).click();
    await expect(page.getByTestId('aid-step-pell')).toContainText('Beca Federal Pell estimada');
    expect(await englishLeftovers(page), 'the estimate').toEqual([]);
  },
);
