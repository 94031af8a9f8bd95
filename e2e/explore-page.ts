import type { APIRequestContext, Page } from '@playwright/test';
import { expect } from './fixtures.ts';

/** Helpers for the Explore journeys: expectations always come from the real API, never hard-coded. */

export interface ApiSchool {
  id: number;
  slug: string;
  name: string;
  location: string;
  tuition: { 'In-state': number | null };
  size: number | null;
  popular_majors: string[];
  acceptance_rate: number | null;
}
export interface ApiList {
  results: ApiSchool[];
  next: string | null;
  count: number;
}

/** GET /api/schools with the given query (the page sends an explicit sort; relevance is the default). */
export async function fetchSchools(request: APIRequestContext, query: string): Promise<ApiList> {
  const params = new URLSearchParams(query);
  if (!params.has('sort')) params.set('sort', 'relevance');
  if (!params.has('limit')) params.set('limit', '12');
  const response = await request.get(`/api/schools?${params.toString()}`);
  expect(response.ok(), `GET /api/schools?${params.toString()}`).toBe(true);
  return (await response.json()) as ApiList;
}

export const countText = (count: number) => `${count.toLocaleString('en-US')} ${count === 1 ? 'university' : 'universities'}`;

export const cards = (page: Page) => page.getByTestId('school-card');
export const resultCount = (page: Page) => page.getByTestId('result-count');

/** The Filters panel starts open on wide screens and closed on phones; open it if needed. */
export async function openFilters(page: Page) {
  const toggle = page.getByRole('button', { name: /^Filters/ });
  if ((await toggle.getAttribute('aria-expanded')) !== 'true') await toggle.click();
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  return page.getByRole('complementary', { name: 'Filters' });
}

/** Waits until the page shows what the API answers for `query`: the count and the first cards in order. */
export async function expectResults(page: Page, list: ApiList) {
  await expect(resultCount(page)).toHaveText(countText(list.count));
  const names = list.results.slice(0, 3).map((school) => school.name);
  if (names.length) await expect(cards(page).getByRole('heading').first()).toHaveText(names[0]!);
  for (const [index, name] of names.entries()) await expect(cards(page).nth(index).getByRole('heading')).toHaveText(name);
}

/** The URL's search params as a sorted list of `key=value`, to compare without caring about order. */
export function urlParams(page: Page): string[] {
  return [...new URL(page.url()).searchParams.entries()].map(([key, value]) => `${key}=${value}`).sort();
}
