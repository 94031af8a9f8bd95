import { Trans, useLingui } from '@lingui/react/macro';
import { UserRoundPen } from 'lucide-react';
import { Link } from 'react-router';
import type { MissingInput } from '@campuspath/contract/recommendations';
import { buttonClass } from '../../../components/ui/button.tsx';
import { paths } from '../../../config/paths.ts';
import { fitInputEffectText } from '../../../lib/fit-input-effects.ts';

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
              <li key={item.input}>{fitInputEffectText(i18n, item)}</li>
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
