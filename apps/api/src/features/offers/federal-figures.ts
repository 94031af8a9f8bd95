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

interface TuitionChoice {
  amount: number | null;
  field: 'costs.tuitionInState' | 'costs.tuitionOutOfState';
  note: string | null;
  parts: CostPrefill['tuition'];
}

/**
 * Which published tuition the tuition line starts from: the in-state price for a student whose
 * home state is the college's, else the out-of-state price. When the college reports only the
 * other figure, that one is used and the line says so (a private college often reports one price
 * under one heading), so the family never takes one price for the other.
 */
function chooseTuition(school: CatalogSchool, inState: boolean, homeState: string | null): TuitionChoice {
  const { tuitionInState, tuitionOutOfState } = school.costs;
  const whyId = inState ? 'home-state' : homeState ? 'other-state' : 'no-home-state';
  const why = inState
    ? 'the student’s home state is the college’s'
    : homeState
      ? 'the student’s home state is another'
      : 'no home state on the student’s profile';
  if (inState && tuitionInState !== null)
    return {
      amount: tuitionInState,
      field: 'costs.tuitionInState',
      note: `In-state tuition (${why})`,
      parts: { figure: 'in-state', why: whyId },
    };
  if (!inState && tuitionOutOfState !== null)
    return {
      amount: tuitionOutOfState,
      field: 'costs.tuitionOutOfState',
      note: `Out-of-state tuition (${why})`,
      parts: { figure: 'out-of-state', why: whyId },
    };
  if (inState && tuitionOutOfState !== null)
    return {
      amount: tuitionOutOfState,
      field: 'costs.tuitionOutOfState',
      note: 'Out-of-state tuition: the college reports no in-state figure',
      parts: { figure: 'out-of-state', why: 'only-figure' },
    };
  if (!inState && tuitionInState !== null)
    return {
      amount: tuitionInState,
      field: 'costs.tuitionInState',
      note: 'In-state tuition: the college reports no out-of-state figure',
      parts: { figure: 'in-state', why: 'only-figure' },
    };
  return { amount: null, field: inState ? 'costs.tuitionInState' : 'costs.tuitionOutOfState', note: null, parts: null };
}

/**
 * The cost lines as the college reported them to the federal government, for a student living on
 * campus: tuition and fees (see `chooseTuition`), room and board, books and supplies, and other
 * expenses. The Scorecard has no transportation line of its own (it is inside other expenses).
 */
export function costPrefill(school: CatalogSchool | null, homeState: string | null | undefined): CostPrefill {
  const empty = { tuitionFees: null, housingMeals: null, books: null, transportation: null, otherCosts: null };
  if (!school)
    return {
      costs: empty,
      year: null,
      tuitionNote: null,
      tuition: null,
      note: 'This college is not in the catalogue: enter every cost from the letter.',
      residency: null,
    };
  const home = homeState ?? null;
  const inState = home !== null && home === school.state;
  const tuition = chooseTuition(school, inState, home);
  const year = yearOf(school, tuition.field) ?? yearOf(school, 'costs.books');
  return {
    costs: {
      tuitionFees: tuition.amount,
      housingMeals: school.costs.roomAndBoardOnCampus,
      books: school.costs.books,
      transportation: null,
      otherCosts: school.costs.otherExpensesOnCampus,
    },
    year,
    tuitionNote: tuition.note,
    tuition: tuition.parts,
    residency: inState ? 'in-state' : home ? 'other-state' : 'unknown',
    note:
      `The college’s figures reported to the U.S. Department of Education (College Scorecard${year ? ` ${year}` : ''}), ` +
      `for a student living on campus${inState ? ' who lives in the college’s state' : home ? ' from another state' : ''}. ` +
      'Transportation is part of other costs there. Replace each with your offer’s own figure.',
  };
}

/** The college's federal average net price for aided students in the family's income band, for reference. */
export function federalNetPrice(school: CatalogSchool | null, band: IncomeBand | null): Offer['federalNetPrice'] {
  const bandLabel = INCOME_BANDS.find((b) => b.id === band)?.label;
  if (!school)
    return {
      incomeBand: band,
      amount: null,
      year: null,
      label: 'Not reported (college not in the catalogue)',
      labelId: 'not-in-catalogue',
      calculatorUrl: null,
    };
  const calculatorUrl = school.urls.netPriceCalculator;
  if (!band) {
    const year = yearOf(school, 'netPrice.overall');
    return {
      incomeBand: null,
      amount: school.netPrice.overall,
      year,
      label: `Average net price for all aided students${year ? ` (${year})` : ''}: set your income band for your band’s figure`,
      labelId: 'all-aided',
      calculatorUrl,
    };
  }
  const year = yearOf(school, `netPrice.byIncome.${band}`);
  return {
    incomeBand: band,
    amount: school.netPrice.byIncome[band],
    year,
    label: `Federal average net price for aided families earning ${bandLabel}${year ? ` (College Scorecard ${year})` : ''}`,
    labelId: 'band',
    calculatorUrl,
  };
}
