import { Link, Outlet } from 'react-router';
import { paths } from '../../config/paths.ts';

export function RootLayout() {
  return (
    <div className="flex min-h-screen flex-col">
      <a href="#main" className="sr-only focus:not-sr-only focus:absolute focus:left-2 focus:top-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2">
        Skip to content
      </a>
      <header className="border-b border-slate-200 bg-white">
        <div className="mx-auto flex max-w-6xl items-center justify-between px-4 py-3">
          <Link to={paths.home.getHref()} className="text-lg font-bold text-indigo-700">
            CampusPath
          </Link>
        </div>
      </header>
      <main id="main" className="flex-1">
        <Outlet />
      </main>
      <footer className="border-t border-slate-200 bg-white py-6 text-center text-sm text-slate-600">
        © {new Date().getFullYear()} CampusPath. College data: U.S. Department of Education (College Scorecard, IPEDS), public domain.
      </footer>
    </div>
  );
}
