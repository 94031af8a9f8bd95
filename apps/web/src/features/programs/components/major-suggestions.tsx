import { ArrowRight, GraduationCap } from 'lucide-react';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { paths } from '../../../config/paths.ts';
import { matchMajorFamilies } from '../major-match.ts';

/**
 * The home search's major suggestion (issue 7): when the text names a field of study, a link to
 * Explore filtered by it, beside the normal search. Loaded lazily on the first keystroke so the
 * list of fields and the matching add nothing to the home page's initial JavaScript. The links
 * sit in a polite live region, so screen readers hear them appear; Tab reaches them after Search.
 */
export default function MajorSuggestions({ text }: { text: string }) {
  const families = useMemo(() => matchMajorFamilies(text), [text]);
  return (
    <div aria-live="polite">
      {families.length > 0 && (
        <ul aria-label="Fields of study" className="mt-3 flex flex-wrap justify-center gap-2" data-testid="major-suggestions">
          {families.map((family) => (
            <li key={family.code}>
              <Link
                to={paths.explore.getHref(family.slug, 'major')}
                className="inline-flex items-center gap-2 rounded-full border border-indigo-200 bg-indigo-50 px-4 py-1.5 text-sm font-medium text-indigo-800 transition-colors hover:border-indigo-300 hover:bg-indigo-100"
              >
                <GraduationCap aria-hidden="true" className="size-4 shrink-0" />
                Browse {family.name} programs
                <ArrowRight aria-hidden="true" className="size-4 shrink-0" />
              </Link>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
