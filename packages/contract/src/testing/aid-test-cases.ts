import { type AidEstimateInput, aidEstimateInputSchema, EMPTY_AID_ESTIMATE_INPUT } from '../aid-estimate-input.ts';
import { estimateAid } from '../aid-estimate.ts';

// Shared by the estimator's test files: a test vector's inputs as the form would send them, and
// every explained line's amount by its id.

export interface Case {
  year: AidEstimateInput['awardYear'];
  state: AidEstimateInput['state'];
  size: number;
  parents: 1 | 2;
  filing?: AidEstimateInput['parentFilingStatus'];
  nonfiler?: boolean;
  parent: Partial<AidEstimateInput['parent']>;
  student?: Partial<AidEstimateInput['student']>;
}

export function input(c: Case): AidEstimateInput {
  return aidEstimateInputSchema.parse({
    ...EMPTY_AID_ESTIMATE_INPUT,
    awardYear: c.year,
    state: c.state,
    familySize: c.size,
    parentCount: c.parents,
    parentFilingStatus: c.filing ?? (c.parents === 2 ? 'married-joint' : 'single'),
    parentsNotRequiredToFile: c.nonfiler ?? false,
    parent: { ...EMPTY_AID_ESTIMATE_INPUT.parent, ...c.parent },
    student: { ...EMPTY_AID_ESTIMATE_INPUT.student, ...c.student },
  });
}

export const amounts = (c: Case) => {
  const estimate = estimateAid(input(c));
  const byId = Object.fromEntries(estimate.sections.flatMap((section) => section.steps).map((line) => [line.id, line.amount]));
  return { sai: estimate.sai, pell: estimate.pell, ...byId };
};
