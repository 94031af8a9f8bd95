import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { CalendarClock, ClipboardList, Compass, Search, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useHref, useNavigate } from 'react-router';
import type { Suggestion } from '@campuspath/contract/schools-suggest';
import { buttonClass } from '../../components/ui/button.tsx';
import { SectionHeading } from '../../components/ui/section-heading.tsx';
import { SuggestInput } from '../../components/ui/suggest-input.tsx';
import { paths } from '../../config/paths.ts';
import { CatalogFacts } from '../../features/catalog-stats/components/catalog-facts.tsx';
import { useDocumentTitle } from '../../lib/use-document-title.ts';
import { useInView } from '../../lib/use-in-view.ts';

/** Home (spec section 2, "Home"): hero with search, the four promises, How It Works, stories, call to action (home-closing.tsx). */
export function Component() {
  const { t } = useLingui();
  useDocumentTitle(t`CampusPath — Find your college and plan your applications`);
  return (
    <>
      <Hero />
      <Promises />
      <HowItWorks />
      <Closing />
    </>
  );
}

// The stories and the call to action sit far below the fold: like the footer's content, they load as
// they come near, which keeps `/`'s first JavaScript within its 120 KB with the search suggestions.
const HomeClosing = lazy(() => import('./home-closing.tsx'));

function Closing() {
  const [ref, inView] = useInView<HTMLDivElement>('400px');
  return (
    <div ref={ref} className="min-h-[80rem] md:min-h-[50rem]">
      {inView && (
        <Suspense>
          <HomeClosing />
        </Suspense>
      )}
    </div>
  );
}

// Each chip searches the catalogue's own (English) words; its label is in the page's language.
const POPULAR_SEARCHES = [
  { search: 'computer science', label: msg`Computer science` },
  { search: 'nursing', label: msg`Nursing` },
  { search: 'engineering', label: msg`Engineering` },
  { search: 'business', label: msg`Business` },
];

function Hero() {
  const { i18n } = useI18n();
  return (
    // -mt-16/pt-16: the hero runs under the transparent fixed header. Clipped sideways only (the
    // glow is wider than phones), so the search suggestions can reach below it.
    <section
      aria-labelledby="hero-title"
      className="relative isolate -mt-16 overflow-x-clip bg-gradient-to-b from-indigo-50 via-white to-slate-50 pb-16 pt-32 sm:pb-24 sm:pt-40"
    >
      <div
        aria-hidden="true"
        className="absolute -top-24 left-1/2 -z-10 h-[28rem] w-[56rem] -translate-x-1/2 rounded-full bg-gradient-to-tr from-indigo-200/60 via-sky-100/60 to-fuchsia-100/60 blur-3xl"
      />
      <div className="mx-auto max-w-4xl px-4 text-center sm:px-6">
        <p className="inline-flex items-center gap-2 rounded-full border border-indigo-100 bg-white/80 px-3 py-1 text-xs font-medium text-indigo-700 shadow-sm sm:text-sm">
          <Sparkles aria-hidden="true" className="size-4" />
          <Trans>Free for students, built on real public data</Trans>
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
          <Trans>
            Navigate your college journey <span className="text-indigo-600">with confidence</span>
          </Trans>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          <Trans>
            Find colleges that fit you, compare real costs and outcomes, and keep every application, essay and deadline in one place.
          </Trans>
        </p>
        <HeroSearch />
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-2 text-sm text-slate-600">
          <span>
            <Trans>Popular:</Trans>
          </span>
          {POPULAR_SEARCHES.map((term) => (
            <Link
              key={term.search}
              to={paths.explore.getHref(term.search)}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 font-medium text-slate-700 transition-colors hover:border-indigo-200 hover:text-indigo-700"
            >
              {i18n._(term.label)}
            </Link>
          ))}
        </p>
        <div className="mx-auto mt-10 max-w-2xl">
          <CatalogFacts />
        </div>
      </div>
    </section>
  );
}

/**
 * Spec section 5: blank or whitespace-only text is ignored; otherwise trimmed and encoded into ?search=.
 * Suggestions load with the box's first use; a college opens its page, a major or place
 * opens Explore filtered by it.
 */
function HeroSearch() {
  const { t } = useLingui();
  const navigate = useNavigate();
  // Explore in the page's own language (`/es/explore` from `/es/`), for the form without JavaScript.
  const exploreAction = useHref(paths.explore.path);
  const [text, setText] = useState('');
  const handoffRef = useRef(null);
  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (text.trim()) void navigate(paths.explore.getHref(text.trim()));
  };
  const onPick = (suggestion: Suggestion) =>
    void import('../../features/schools/explore-interpretation.ts').then(({ suggestionHref }) => navigate(suggestionHref(suggestion)));
  return (
    // action/method: without JavaScript the browser itself submits to /explore?search=.
    <form role="search" action={exploreAction} method="get" onSubmit={onSubmit} className="mx-auto mt-8 max-w-2xl">
      <div className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-indigo-900/5 focus-within:border-indigo-300 sm:flex-row sm:items-center">
        <label id="home-search-label" htmlFor="home-search" className="sr-only">
          <Trans>Search colleges</Trans>
        </label>
        <div className="flex min-w-0 flex-1 items-center gap-2">
          <Search aria-hidden="true" className="ml-2 size-5 shrink-0 text-slate-500" />
          <SuggestInput
            id="home-search"
            labelId="home-search-label"
            handoffRef={handoffRef}
            name="search"
            enterKeyHint="search"
            value={text}
            onValueChange={setText}
            onPick={onPick}
            placeholder={t`Search universities, majors, or programs...`}
            className="min-w-0 flex-1 bg-transparent py-2 text-base text-slate-900 placeholder:text-sm placeholder:text-slate-500 focus:outline-none sm:placeholder:text-base"
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'shrink-0 rounded-xl px-6 py-2.5 text-base sm:text-sm')}>
          <Trans>Search</Trans>
        </button>
      </div>
    </form>
  );
}

const PROMISES = [
  {
    icon: Compass,
    title: msg`Explore universities`,
    text: msg`Search and filter thousands of US colleges by location, type, size, cost, admission rate and major.`,
  },
  {
    icon: ClipboardList,
    title: msg`Application management`,
    text: msg`Keep your applications, essays and deadlines in one place, so nothing slips through the cracks.`,
  },
  {
    icon: Sparkles,
    title: msg`Personalized recommendations`,
    text: msg`Get college suggestions drawn from your academic profile and the interests you tell us about.`,
  },
  {
    icon: CalendarClock,
    title: msg`Timeline and reminders`,
    text: msg`See every deadline on one timeline and get reminders before the important dates arrive.`,
  },
];

function Promises() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <section aria-labelledby="promises-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="promises-title"
        eyebrow={t`What you get`}
        title={t`Everything for your college search, in one place`}
        intro={t`From the first search to the last submitted application.`}
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title.id} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{i18n._(title)}</h3>
            <p className="mt-2 text-slate-600">{i18n._(text)}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  {
    title: msg`Explore and compare`,
    text: msg`Search colleges, filter by what matters to you, and compare costs, admission rates and outcomes side by side.`,
  },
  {
    title: msg`Track and organize`,
    text: msg`Save the schools you love, then track applications, essays, documents and deadlines from your dashboard.`,
  },
  { title: msg`Apply and succeed`, text: msg`Submit on time with reminders and checklists, and head into decision season prepared.` },
];

function HowItWorks() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading id="how-title" eyebrow={t`Three steps`} title={t`How It Works`} />
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => {
            const number = index + 1;
            return (
              <li key={step.title.id} className="relative text-center">
                {index < STEPS.length - 1 && (
                  <span
                    aria-hidden="true"
                    className="absolute left-[calc(50%+2.5rem)] top-7 hidden h-px w-[calc(100%-5rem)] bg-indigo-100 md:block"
                  />
                )}
                <span
                  aria-hidden="true"
                  className="mx-auto grid size-14 place-items-center rounded-full bg-indigo-600 text-xl font-bold text-white shadow-lg shadow-indigo-600/25"
                >
                  {number}
                </span>
                <h3 className="mt-5 text-lg font-semibold text-slate-900">
                  <span className="sr-only">
                    <Trans>Step {number}:</Trans>{' '}
                  </span>
                  {i18n._(step.title)}
                </h3>
                <p className="mx-auto mt-2 max-w-xs text-slate-600">{i18n._(step.text)}</p>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
