import type { CostPrefill, Offer } from '@campuspath/contract/offers';
import { INCOME_BANDS, type IncomeBand } from '@campuspath/contract/catalog-terms';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import { fieldSource } from '../schools/school-vintage.ts';

/**
 * What the catalogue's federal figures (College Scorecard) say about a college's costs, for the
 * offer form to start from and the comparison to show beside each offer. Never a guess: a figure
 * the college did not report stays null and reads "Not reported".
 */

const yearOf = (school: CatalogSchool, field: string) => fieldSource(school, field)?.year ?? null;

/**
 * The cost lines as the college reported them to the federal government, for a student living on
 * campus: tuition and fees for the student's state (the in-state price when the student's home
 * state is the college's, else the out-of-state price), room and board, books and supplies, and
 * other expenses. The Scorecard has no transportation line of its own (it is inside other expenses).
 */
export function costPrefill(school: CatalogSchool | null, homeState: string | null | undefined): CostPrefill {
  const empty = { tuitionFees: null, housingMeals: null, books: null, transportation: null, otherCosts: null };
  if (!school) return { costs: empty, year: null, note: 'This college is not in the catalogue: enter every cost from the letter.' };
  const inState = homeState !== null && homeState !== undefined && homeState === school.state;
  const tuition = inState ? school.costs.tuitionInState : (school.costs.tuitionOutOfState ?? school.costs.tuitionInState);
  const year = yearOf(school, inState ? 'costs.tuitionInState' : 'costs.tuitionOutOfState') ?? yearOf(school, 'costs.books');
  return {
    costs: {
      tuitionFees: tuition,
      housingMeals: school.costs.roomAndBoardOnCampus,
      books: school.costs.books,
      transportation: null,
      otherCosts: school.costs.otherExpensesOnCampus,
    },
    year,
    note:
      `The college’s figures reported to the U.S. Department of Education (College Scorecard${year ? ` ${year}` : ''}), ` +
      `for a student living on campus${inState ? ' who lives in the college’s state' : homeState ? ' from another state' : ''}. ` +
      'Transportation is part of other costs there. Replace each with your offer’s own figure.',
  };
}

/** The college's federal average net price for aided students in the family's income band, for reference. */
export function federalNetPrice(school: CatalogSchool | null, band: IncomeBand | null): Offer['federalNetPrice'] {
  const bandLabel = INCOME_BANDS.find((b) => b.id === band)?.label;
  if (!school) return { incomeBand: band, amount: null, year: null, label: 'Not reported (college not in the catalogue)' };
  if (!band) {
    const year = yearOf(school, 'netPrice.overall');
    return {
      incomeBand: null,
      amount: school.netPrice.overall,
      year,
      label: `Average net price for all aided students${year ? ` (${year})` : ''}: set your income band for your band’s figure`,
    };
  }
  const year = yearOf(school, `netPrice.byIncome.${band}`);
  return {
    incomeBand: band,
    amount: school.netPrice.byIncome[band],
    year,
    label: `Federal average net price for aided families earning ${bandLabel}${year ? ` (College Scorecard ${year})` : ''}`,
  };
}
