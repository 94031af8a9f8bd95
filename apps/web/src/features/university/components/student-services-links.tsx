import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import type { SchoolDetail } from '@campuspath/contract/school-detail';

const LINKS = [
  { key: 'veterans', label: msg`Veterans and military servicemembers: tuition policies` },
  { key: 'disabilityServices', label: msg`Disability services` },
  { key: 'athletesGraduationRates', label: msg`Student-athletes' graduation rates` },
] as const;

/**
 * The pages IPEDS HD2024 lists for veterans (VETURL), disability services (DISAURL) and
 * student-athletes' graduation rates (ATHURL), each said to be the college's own page; a link the
 * college did not report reads "Not reported".
 */
export function StudentServicesLinks({ urls }: { urls: SchoolDetail['urls'] }) {
  const { i18n } = useLingui();
  return (
    <section aria-labelledby="student-services-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="student-services-title" className="text-lg font-semibold">
        <Trans>Student services</Trans>
      </h2>
      <p className="mt-1 text-xs text-slate-600">
        <Trans>The college's own pages, as it listed them in IPEDS HD2024 (2024-25).</Trans>
      </p>
      <ul className="mt-3 space-y-2 text-sm">
        {LINKS.map((link) => {
          const href = urls[link.key];
          const label = i18n._(link.label);
          return (
            <li key={link.key}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {label}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only">
                    {' '}
                    <Trans>(opens in a new tab)</Trans>
                  </span>
                </a>
              ) : (
                <span className="text-slate-700">
                  <Trans>
                    {label}: <span className="text-slate-600">Not reported</span>
                  </Trans>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
