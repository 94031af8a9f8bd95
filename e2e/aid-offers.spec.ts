import type { Page } from '@playwright/test';
import type { AidEstimateResponse } from '@campuspath/contract/aid-estimate';
import { EMPTY_AID_ESTIMATE_INPUT } from '@campuspath/contract/aid-estimate-input';
import type { OfferListResponse } from '@campuspath/contract/offers';
import { buildApplicationBody, buildProfileBody } from '../test/factories.ts';
import { signUpViaApi } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';
import { apiWrite, secondPage } from './second-page.ts';

/** Real catalogue colleges with federal cost figures: the form starts from them. */
const MICHIGAN = 170976;
const GEORGIA_TECH = 139755;

/** An accepted application to `schoolId`, made through the API. */
async function acceptedApplication(page: Page, schoolId: number): Promise<void> {
  const created = (await apiWrite(page, 'post', '/api/applications', buildApplicationBody({ schoolId }))) as { id: string };
  const accepted = await page.request.patch(`/api/applications/${created.id}`, { data: { status: 'accepted' } });
  expect(accepted.status()).toBe(200);
}

/** A family of three, one parent earning $40,000 (the student saves it on /financial-aid). */
const ESTIMATE_INPUTS = {
  ...EMPTY_AID_ESTIMATE_INPUT,
  parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, agi: 40_000, earnings1: 40_000 },
};

/**
 * The aid-offer journey: a student with a saved aid estimate enters two offers on accepted
 * applications (the form shows the estimated Pell Grant beside the federal net price; one offer
 * lists a Parent PLUS loan as aid, which is flagged), compares them least to cover first, and
 * their parent, who is shared costs by default, reads the student's estimate with its steps and
 * sees the same comparison.
 */
test('a student enters two offers beside their estimated Pell, one listing Parent PLUS as aid, compares them, and a parent sees the estimate and the comparison', async ({
  page,
  browser,
  checkA11y,
}, testInfo) => {
  test.slow();
  await signUpViaApi(page, { name: 'Maya Chen' });
  await apiWrite(page, 'put', '/api/profile', buildProfileBody({ incomeBand: '48-75k' }));
  await acceptedApplication(page, MICHIGAN);
  await acceptedApplication(page, GEORGIA_TECH);
  const { estimate } = (await apiWrite(page, 'put', '/api/aid-estimate', ESTIMATE_INPUTS)) as AidEstimateResponse;
  const pell = `$${estimate!.pell.toLocaleString('en-US')}`;

  await page.goto('/offers');
  await expect(page.getByRole('heading', { level: 1, name: 'Aid offers' })).toBeVisible();
  await page.getByRole('button', { name: /Enter the University of Michigan.* offer/ }).click();
  const form = page.getByRole('form', { name: /University of Michigan.* aid offer/ });
  // The cost lines start from the college's federal figures, marked with their year.
  await expect(form.getByLabel('Tuition and fees', { exact: true })).not.toHaveValue('');
  await expect(form.getByText(/College’s federal figure \(20\d\d-\d\d\)/).first()).toBeVisible();
  await expect(form.getByText(/College’s federal figure \(20\d\d-\d\d\), out-of-state tuition/)).toBeVisible();
  // Beside it, for reference: the band's federal net price, the saved Pell estimate and the college's own calculator.
  const reference = form.getByRole('region', { name: /For reference beside the University of Michigan/ });
  await expect(reference).toContainText('Federal average net price for aided families earning $48,001–75,000');
  await expect(reference.getByTestId('estimated-pell-amount')).toHaveText(pell);
  await expect(reference).toContainText(`Your estimated Pell Grant (${estimate!.awardYear})`);
  await expect(reference).toContainText('an estimate, not an offer');
  await expect(reference.getByRole('link', { name: /net price calculator/ })).toHaveAttribute('href', /^https?:\/\//);
  await form.getByLabel('Tuition and fees', { exact: true }).fill('30000');
  await form.getByLabel('Scholarships and grants from the college', { exact: true }).fill('20000');
  await form.getByLabel('Federal Direct Parent PLUS Loan (parent)', { exact: true }).fill('10000');
  await form.getByLabel('Federal Direct Parent PLUS Loan (parent): how the letter lists it').selectOption('award');
  await checkA11y();
  await form.getByRole('button', { name: 'Save offer' }).click();
  await expect(form).toHaveCount(0);
  const michigan = page.getByRole('region', { name: /University of Michigan/ });
  await expect(michigan.getByRole('list', { name: /Warnings/ })).toContainText('Parent PLUS loan of $10,000 as aid. It is not aid');

  await page.getByRole('button', { name: /Enter the Georgia Institute of Technology.* offer/ }).click();
  const second = page.getByRole('form', { name: /Georgia Institute of Technology.* aid offer/ });
  await second.getByLabel('Scholarships and grants from the college', { exact: true }).fill('5000');
  await second.getByLabel('Scholarships and grants from the college: renews?').selectOption('yes');
  await second.getByRole('button', { name: 'Save offer' }).click();
  await expect(second).toHaveCount(0);

  // Side by side, least to cover first, as the API sorts them.
  const table = page.getByRole('table', { name: 'Your offers, least to cover first' });
  await expect(table.getByRole('columnheader')).toHaveCount(3);
  const { offers } = (await (await page.request.get('/api/offers')).json()) as OfferListResponse;
  expect(offers).toHaveLength(2);
  expect(offers[0]!.figures.mustCover! <= offers[1]!.figures.mustCover!).toBe(true);
  await expect(table.getByRole('columnheader').nth(1)).toContainText(offers[0]!.schoolName);
  await expect(table.getByRole('row', { name: /What the family must cover/ })).toBeVisible();
  await expect(table.getByRole('row', { name: /Federal average net price for your income band/ })).toContainText('$');
  await expect(table.getByRole('row', { name: /Your estimated Pell Grant/ })).toContainText(pell);
  await expect(table.getByRole('row', { name: /net price calculator/ }).getByRole('link')).toHaveCount(2);
  await checkA11y();

  // The parent, following with the default switches (costs included), sees the same comparison and flag.
  const { id: studentId } = ((await (await page.request.get('/api/auth/session')).json()) as { user: { id: string } }).user;
  const invitation = (await apiWrite(page, 'post', '/api/sharing/invitations', {})) as { invitation: { url: string } };
  const parent = await secondPage(browser, testInfo);
  await signUpViaApi(parent.page, { name: 'Rosa Chen', role: 'parent' });
  await apiWrite(parent.page, 'post', '/api/sharing/invitations/accept', {
    token: new URL(invitation.invitation.url).searchParams.get('token'),
  });
  await parent.page.goto(`/students/${studentId}`);
  await parent.page.getByRole('link', { name: 'Aid estimate and offers' }).click();
  await expect(parent.page.getByRole('heading', { level: 1, name: 'Aid offers' })).toBeVisible();
  // The student's saved estimate, read-only, with its steps on request.
  const saved = parent.page.getByRole('region', { name: 'The student’s aid estimate' });
  await expect(saved.getByTestId('aid-pell')).toHaveText(pell);
  await expect(saved.getByTestId('aid-sai')).toHaveText(estimate!.sai.toLocaleString('en-US'));
  await saved.getByRole('button', { name: 'Show how it was worked out' }).click();
  await expect(saved.getByTestId('aid-step-sai')).toContainText(estimate!.sai.toLocaleString('en-US'));
  await expect(saved.getByRole('textbox')).toHaveCount(0);
  const parentTable = parent.page.getByRole('table', { name: 'Your offers, least to cover first' });
  await expect(parentTable.getByRole('columnheader').nth(1)).toContainText(offers[0]!.schoolName);
  await expect(parent.page.getByText('Parent PLUS loan of $10,000 as aid').first()).toBeVisible();
  await expect(parentTable.getByRole('row', { name: /The student’s estimated Pell Grant/ })).toContainText(pell);
  await parent.checkA11y();
  await parent.done();
});
