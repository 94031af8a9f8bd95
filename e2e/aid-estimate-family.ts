import type { Locator } from '@playwright/test';

/**
 * Fills the estimator `form` with the reference's case T1: Ohio, married parents, family of 4
 * (SAI 5,775; Pell $1,620), field by field as a family would.
 */
export async function fillOhioFamily(form: Locator): Promise<void> {
  await form.getByLabel('Award year').selectOption('2026-27');
  await form.getByLabel('State of residence').selectOption('OH');
  await form.getByLabel('Family size').fill('4');
  await form.getByLabel('Parents on the FAFSA').selectOption({ label: 'Two parents' });
  await form.getByLabel('Parents’ tax filing status').selectOption({ label: 'Married filing jointly' });
  const amounts: [string, string][] = [
    ['Parents’ adjusted gross income (AGI)', '85000'],
    ['Parents’ U.S. income tax paid', '6500'],
    ['First parent’s earnings from work', '50000'],
    ['Second parent’s earnings from work', '35000'],
    ['Parents’ cash, savings and checking', '12000'],
    ['Parents’ investments', '8000'],
    ['Student’s adjusted gross income (AGI)', '6000'],
    ['Student’s earnings from work', '6000'],
    ['Student’s cash, savings and checking', '1500'],
  ];
  for (const [label, value] of amounts) await form.getByLabel(label, { exact: true }).fill(value);
}
