import { GraduationCap } from 'lucide-react';
import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

/** The CampusPath wordmark, linking home. */
export function Logo({ tone = 'dark', className = '' }: { tone?: 'dark' | 'light'; className?: string }) {
  return (
    <Link
      to={paths.home.getHref()}
      className={`inline-flex items-center gap-2 rounded-lg text-lg font-bold tracking-tight ${tone === 'dark' ? 'text-slate-900' : 'text-white'} ${className}`}
    >
      <span
        aria-hidden="true"
        className="grid size-8 place-items-center rounded-lg bg-indigo-600 text-white shadow-sm shadow-indigo-600/30"
      >
        <GraduationCap className="size-5" strokeWidth={2.25} />
      </span>
      CampusPath
    </Link>
  );
}
