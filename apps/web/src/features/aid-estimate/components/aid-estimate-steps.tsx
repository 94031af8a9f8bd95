import { Trans } from '@lingui/react/macro';
import type { AidSection } from '@campuspath/contract/aid-steps';
import { formatMoney } from '../../../lib/format-money.ts';
import { numberFormat } from '../../../lib/number-format.ts';
import { useAidStepHow } from './aid-step-how.ts';
import { useAidStepWords } from './aid-step-words.ts';

/**
 * "How it was worked out": each section's lines with their figure, how, and a note wherever a value
 * is not published. `level` is the heading level of its title (its sections' one below).
 */
export function AidEstimateSteps({ sections, level = 4 }: { sections: AidSection[]; level?: 3 | 4 }) {
  const words = useAidStepWords();
  const how = useAidStepHow();
  const Title = level === 3 ? 'h3' : 'h4';
  const Section = level === 3 ? 'h4' : 'h5';
  return (
    <>
      <Title className="mt-6 text-base font-semibold text-slate-900">
        <Trans>How it was worked out</Trans>
      </Title>
      {sections.map((section) => (
        <div key={section.id} className="mt-4">
          <Section className="text-sm font-semibold tracking-wide text-indigo-700 uppercase">{words.sectionTitle(section.id)}</Section>
          <ol className="mt-2 divide-y divide-slate-100 rounded-xl border border-slate-200">
            {section.steps.map((line) => (
              <li key={line.id} className="p-3" data-testid={`aid-step-${line.id}`}>
                <p className="flex items-baseline justify-between gap-3">
                  <span className="font-medium text-slate-900">{words.label(line.id)}</span>
                  <span className="font-semibold text-slate-900 tabular-nums">
                    {line.id === 'sai' ? numberFormat().format(line.amount) : formatMoney(line.amount)}
                  </span>
                </p>
                <p className="mt-1 text-sm text-slate-600">{how(line)}</p>
                {line.caveats
                  .map((note) => words.caveat(note))
                  .map((caveat) => (
                    <p key={caveat} className="mt-1 text-sm text-amber-800">
                      <Trans>Note: {caveat}</Trans>
                    </p>
                  ))}
              </li>
            ))}
          </ol>
        </div>
      ))}
    </>
  );
}
