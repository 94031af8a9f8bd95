import { CalendarClock, ClipboardList, Compass, Search, Sparkles } from 'lucide-react';
import { lazy, Suspense, useRef, useState, type FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
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
  useDocumentTitle('CampusPath — Find your college and plan your applications');
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

const POPULAR_SEARCHES = ['Computer science', 'Nursing', 'Engineering', 'Business'];

function Hero() {
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
          Free for students, built on real public data
        </p>
        <h1 id="hero-title" className="mt-6 text-4xl font-extrabold tracking-tight text-balance text-slate-900 sm:text-6xl">
          Navigate your college journey <span className="text-indigo-600">with confidence</span>
        </h1>
        <p className="mx-auto mt-5 max-w-2xl text-lg text-pretty text-slate-600">
          Find colleges that fit you, compare real costs and outcomes, and keep every application, essay and deadline in one place.
        </p>
        <HeroSearch />
        <p className="mt-4 flex flex-wrap items-center justify-center gap-x-2 gap-y-2 text-sm text-slate-600">
          <span>Popular:</span>
          {POPULAR_SEARCHES.map((term) => (
            <Link
              key={term}
              to={paths.explore.getHref(term.toLowerCase())}
              className="rounded-full border border-slate-200 bg-white px-3 py-1 font-medium text-slate-700 transition-colors hover:border-indigo-200 hover:text-indigo-700"
            >
              {term}
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
  const navigate = useNavigate();
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
    <form role="search" action={paths.explore.path} method="get" onSubmit={onSubmit} className="mx-auto mt-8 max-w-2xl">
      <div className="relative flex flex-col gap-2 rounded-2xl border border-slate-200 bg-white p-2 shadow-xl shadow-indigo-900/5 focus-within:border-indigo-300 sm:flex-row sm:items-center">
        <label id="home-search-label" htmlFor="home-search" className="sr-only">
          Search colleges
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
            placeholder="Search universities, majors, or programs..."
            className="min-w-0 flex-1 bg-transparent py-2 text-base text-slate-900 placeholder:text-sm placeholder:text-slate-500 focus:outline-none sm:placeholder:text-base"
          />
        </div>
        <button type="submit" className={buttonClass('primary', 'shrink-0 rounded-xl px-6 py-2.5 text-base sm:text-sm')}>
          Search
        </button>
      </div>
    </form>
  );
}

const PROMISES = [
  {
    icon: Compass,
    title: 'Explore universities',
    text: 'Search and filter thousands of US colleges by location, type, size, cost, admission rate and major.',
  },
  {
    icon: ClipboardList,
    title: 'Application management',
    text: 'Keep your applications, essays and deadlines in one place, so nothing slips through the cracks.',
  },
  {
    icon: Sparkles,
    title: 'Personalized recommendations',
    text: 'Get college suggestions drawn from your academic profile and the interests you tell us about.',
  },
  {
    icon: CalendarClock,
    title: 'Timeline and reminders',
    text: 'See every deadline on one timeline and get reminders before the important dates arrive.',
  },
];

function Promises() {
  return (
    <section aria-labelledby="promises-title" className="mx-auto max-w-6xl px-4 py-16 sm:px-6 sm:py-20">
      <SectionHeading
        id="promises-title"
        eyebrow="What you get"
        title="Everything for your college search, in one place"
        intro="From the first search to the last submitted application."
      />
      <ul className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
        {PROMISES.map(({ icon: Icon, title, text }) => (
          <li key={title} className="rounded-2xl border border-slate-200 bg-white p-6 shadow-sm transition-shadow hover:shadow-md">
            <span aria-hidden="true" className="grid size-12 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
              <Icon className="size-6" />
            </span>
            <h3 className="mt-5 text-lg font-semibold text-slate-900">{title}</h3>
            <p className="mt-2 text-slate-600">{text}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}

const STEPS = [
  {
    title: 'Explore and compare',
    text: 'Search colleges, filter by what matters to you, and compare costs, admission rates and outcomes side by side.',
  },
  {
    title: 'Track and organize',
    text: 'Save the schools you love, then track applications, essays, documents and deadlines from your dashboard.',
  },
  { title: 'Apply and succeed', text: 'Submit on time with reminders and checklists, and head into decision season prepared.' },
];

function HowItWorks() {
  return (
    <section aria-labelledby="how-title" className="border-y border-slate-200 bg-white">
      <div className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
        <SectionHeading id="how-title" eyebrow="Three steps" title="How It Works" />
        <ol className="mt-12 grid gap-10 md:grid-cols-3 md:gap-8">
          {STEPS.map((step, index) => (
            <li key={step.title} className="relative text-center">
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
                {index + 1}
              </span>
              <h3 className="mt-5 text-lg font-semibold text-slate-900">
                <span className="sr-only">Step {index + 1}: </span>
                {step.title}
              </h3>
              <p className="mx-auto mt-2 max-w-xs text-slate-600">{step.text}</p>
            </li>
          ))}
        </ol>
      </div>
    </section>
  );
}
