import { ExternalLink } from 'lucide-react';
import type { SchoolDetail } from '@campuspath/contract/school-detail';

const LINKS = [
  { key: 'veterans', label: 'Veterans and military servicemembers: tuition policies' },
  { key: 'disabilityServices', label: 'Disability services' },
  { key: 'athletesGraduationRates', label: "Student-athletes' graduation rates" },
] as const;

/**
 * The pages IPEDS HD2024 lists for veterans (VETURL), disability services (DISAURL) and
 * student-athletes' graduation rates (ATHURL), each said to be the college's own page; a link the
 * college did not report reads "Not reported".
 */
export function StudentServicesLinks({ urls }: { urls: SchoolDetail['urls'] }) {
  return (
    <section aria-labelledby="student-services-title" className="rounded-xl border border-slate-200 bg-white p-5">
      <h2 id="student-services-title" className="text-lg font-semibold">
        Student services
      </h2>
      <p className="mt-1 text-xs text-slate-600">The college's own pages, as it listed them in IPEDS HD2024 (2024-25).</p>
      <ul className="mt-3 space-y-2 text-sm">
        {LINKS.map((link) => {
          const href = urls[link.key];
          return (
            <li key={link.key}>
              {href ? (
                <a
                  href={href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex items-center gap-1 font-medium text-indigo-700 underline-offset-2 hover:underline"
                >
                  {link.label}
                  <ExternalLink aria-hidden="true" className="size-3.5 shrink-0" />
                  <span className="sr-only"> (opens in a new tab)</span>
                </a>
              ) : (
                <span className="text-slate-700">
                  {link.label}: <span className="text-slate-600">Not reported</span>
                </span>
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
