import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import type { MissingInput } from '@campuspath/contract/recommendations';
import type { FitInput } from '@campuspath/contract/recommendations-terms';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';

/** What each input would change (the API's `effect`), in the page's language. */
const EFFECTS: Record<FitInput, MessageDescriptor> = {
  testScore: msg`An SAT or ACT score places you within each college's range: a chance estimate and a Reach, Target or Safety label need one.`,
  intendedMajors: msg`Intended majors favor colleges that award degrees in them.`,
  budget: msg`A yearly budget compares each college's price with what your family can pay.`,
  incomeBand: msg`Your family income band compares the average net price families like yours paid, instead of the sticker cost.`,
  regions: msg`Preferred regions or states favor colleges where you want to live.`,
  sizes: msg`Preferred sizes favor colleges of the size you want.`,
  settings: msg`Preferred settings (city, suburb, town, rural) favor campuses you would like.`,
};

/** Shown when the profile lacks inputs the estimates could use: what each one would change. */
export function MissingInputsPrompt({ missing }: { missing: MissingInput[] }) {
  const { i18n } = useLingui();
  if (missing.length === 0) return null;
  return (
    <section aria-labelledby="missing-inputs" className="rounded-2xl border border-indigo-200 bg-indigo-50 p-5">
      <div className="flex items-start gap-3">
        <UserRoundPen aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-indigo-700" />
        <div className="min-w-0">
          <h2 id="missing-inputs" className="font-semibold text-slate-900">
            <Trans>Complete your profile for better recommendations</Trans>
          </h2>
          <ul className="mt-2 list-disc space-y-1 pl-5 text-sm text-slate-700">
            {missing.map((item) => (
              <li key={item.input}>{i18n._(EFFECTS[item.input])}</li>
            ))}
          </ul>
          <Link to={paths.academics.getHref()} className={buttonClass('primary', 'mt-4')}>
            <Trans>Complete your academic profile</Trans>
          </Link>
        </div>
      </div>
    </section>
  );
}
