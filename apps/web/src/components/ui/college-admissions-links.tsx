import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';

interface CollegeAdmissionsLinksProps {
  urls: { admissions: string | null; application: string | null };
  className?: string;
}

/**
 * The college's own admissions and online application pages from IPEDS (ADMINURL, APPLURL), where
 * its real deadlines are (beside Important Dates and in the new-application form).
 * Nothing shows when IPEDS has neither.
 */
export function CollegeAdmissionsLinks({ urls, className = 'mt-3' }: CollegeAdmissionsLinksProps) {
  const { t } = useLingui();
  const links = [
    { href: urls.admissions, label: t`Admissions page` },
    { href: urls.application, label: t`Online application` },
  ].filter((link): link is { href: string; label: string } => Boolean(link.href));
  if (links.length === 0) return null;
  return (
    <div className={`text-sm ${className}`}>
      <p className="text-slate-600">
        <Trans>The college's own pages (from IPEDS), with its deadlines:</Trans>
      </p>
      <ul className="mt-1 flex flex-wrap gap-x-4 gap-y-1" aria-label={t`The college's admissions links`}>
        {links.map((link) => (
          <li key={link.label}>
            <a
              href={link.href}
              target="_blank"
              rel="noopener noreferrer"
              className="inline-flex items-center gap-1 font-medium text-indigo-700 underline"
            >
              {link.label}
              <ExternalLink aria-hidden="true" className="size-3.5" />
              <span className="sr-only">
                {' '}
                <Trans>(college website, opens in a new tab)</Trans>
              </span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
