import { estimateAid } from '@campuspath/contract/aid-estimate';
import type { AidEstimateInput } from '@campuspath/contract/aid-estimate-input';
import { AidEstimateSteps } from './aid-estimate-steps.tsx';

/**
 * The steps of a saved estimate, worked out again in the browser from its inputs by the same pure
 * functions the API used. A chunk of its own (the formula and its tables), loaded when asked for.
 */
export default function SavedEstimateSteps({ inputs }: { inputs: AidEstimateInput }) {
  return <AidEstimateSteps sections={estimateAid(inputs).sections} level={3} />;
}
