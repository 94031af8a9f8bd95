import { Link } from 'react-router';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <section className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Page not found</h1>
      <p className="mt-3 text-slate-600">We couldn't find the page you were looking for.</p>
      <Link to={paths.home.getHref()} className="mt-6 inline-block rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700">
        Go home
      </Link>
    </section>
  );
}
