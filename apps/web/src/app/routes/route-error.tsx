import { isRouteErrorResponse, useRouteError } from 'react-router';

/** Friendly error screen for every route; the framework's raw error screen never shows. */
export function RouteError() {
  const error = useRouteError();
  const detail = isRouteErrorResponse(error) ? `${error.status} ${error.statusText}` : null;
  return (
    <section role="alert" className="mx-auto max-w-xl px-4 py-24 text-center">
      <h1 className="text-3xl font-bold">Something went wrong</h1>
      <p className="mt-3 text-slate-600">This page could not be shown{detail ? ` (${detail})` : ''}. Please try again.</p>
      <button type="button" onClick={() => window.location.reload()} className="mt-6 rounded-lg bg-indigo-600 px-4 py-2 font-medium text-white hover:bg-indigo-700">
        Try Again
      </button>
    </section>
  );
}
