/**
 * In-state or out-of-state ("Out-of-state families see in-state prices"). A public
 * college charges students from other states its out-of-state tuition; its Scorecard net price is
 * for in-state students.
 */
export interface ResidencyFacts {
  /** "Public", "Private nonprofit" or "Private for-profit". */
  type: string;
  /** The college's state (USPS code). */
  state: string;
  tuition: { 'In-state': number | null; 'Out-of-state': number | null };
  netPrice: number | null;
}

/** True when the student's home state is known and this public college is in another state. */
export function isOutOfState(school: Pick<ResidencyFacts, 'type' | 'state'>, homeState: string | null): boolean {
  return homeState !== null && school.type === 'Public' && school.state !== homeState;
}

/**
 * The tuition that applies: out-of-state at a public college elsewhere, else in-state. In-state and
 * out-of-state are public-college words: a private college has one published price, "Tuition".
 */
export function headlineTuition(school: ResidencyFacts, homeState: string | null): { amount: number | null; label: string } {
  if (school.type !== 'Public') return { amount: school.tuition['In-state'], label: 'Tuition' };
  return isOutOfState(school, homeState)
    ? { amount: school.tuition['Out-of-state'], label: 'Out-of-state tuition' }
    : { amount: school.tuition['In-state'], label: 'In-state tuition' };
}

/**
 * An out-of-state net price estimate built only from reported figures: the in-state net price plus
 * the difference between out-of-state and in-state tuition. Null when a figure is missing.
 */
export function outOfStateEstimate(
  inStateNetPrice: number | null,
  tuition: ResidencyFacts['tuition'],
): { amount: number; netPrice: number; inState: number; outOfState: number } | null {
  const inState = tuition['In-state'];
  const outOfState = tuition['Out-of-state'];
  if (inStateNetPrice === null || inState === null || outOfState === null) return null;
  return { amount: inStateNetPrice + (outOfState - inState), netPrice: inStateNetPrice, inState, outOfState };
}
