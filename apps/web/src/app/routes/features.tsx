import { ArrowRight, BookmarkCheck, Building2, CalendarClock, MapPinned, Search, SlidersHorizontal } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProsePage } from '../../components/layout/prose-page.tsx';
import { buttonClass } from '../../components/ui/button.tsx';
import { paths } from '../../config/paths.ts';

const AVAILABLE: { icon: ReactNode; title: string; text: ReactNode }[] = [
  {
    icon: <Search className="size-5" />,
    title: 'Search 3,000+ colleges',
    text: 'Typo-tolerant search by name, nickname, city, state or major: “pensylvania”, “MIT” or “nursing” all find what you mean.',
  },
  {
    icon: <SlidersHorizontal className="size-5" />,
    title: 'Real filters and sorting',
    text: 'Filter by region, state, type, size, tuition, admission rate, major and test policy; sort by name, admission rate, tuition, size, earnings or graduation rate. The whole view lives in the address, so you can share it.',
  },
  {
    icon: <Building2 className="size-5" />,
    title: 'University pages',
    text: 'Costs and total cost of attendance, net price for five family-income bands, admissions and test ranges, graduation rates and earnings, the majors students graduate in, and similar colleges.',
  },
  {
    icon: <MapPinned className="size-5" />,
    title: 'Offline campus map',
    text: 'Each university page shows where the campus is on a map drawn in your browser, with no tracking map service.',
  },
  {
    icon: <BookmarkCheck className="size-5" />,
    title: 'Save schools',
    text: 'Bookmark colleges as you browse. Before you sign up, your list is kept in this browser.',
  },
];

const COMING = [
  'Your account: a profile with your GPA, test scores, courses and preferences',
  'Applications, essays, documents and recommendation letters in one tracker',
  'Tasks and a timeline with deadline reminders',
  'Personalized recommendations from your profile and interests',
];

export function Component() {
  return (
    <ProsePage
      eyebrow="Features"
      title="What CampusPath does"
      intro="Everything here runs on real U.S. Department of Education data. This page lists what works today, and what is coming next."
    >
      <h2 id="today">Available today</h2>
      <ul className="mt-6 grid gap-4 sm:grid-cols-2">
        {AVAILABLE.map((feature) => (
          <li key={feature.title} className="rounded-2xl border border-slate-200 bg-white p-5 shadow-sm sm:last:col-span-2">
            <span aria-hidden="true" className="grid size-10 place-items-center rounded-xl bg-indigo-50 text-indigo-600">
              {feature.icon}
            </span>
            <h3 className="mt-4 font-semibold text-slate-900">{feature.title}</h3>
            <p className="mt-1 text-sm leading-6 text-slate-600">{feature.text}</p>
          </li>
        ))}
      </ul>

      <h2 id="coming" className="mt-12 flex scroll-mt-24 items-center gap-2 text-2xl font-bold tracking-tight text-slate-900">
        <CalendarClock aria-hidden="true" className="size-6 text-indigo-600" />
        Coming with your free account
      </h2>
      <ul>
        {COMING.map((item) => (
          <li key={item}>{item}</li>
        ))}
      </ul>

      <div className="mt-12 flex flex-col gap-3 sm:flex-row">
        <Link to={paths.explore.getHref()} className={buttonClass('primary', 'px-5 py-3 text-base')}>
          Start exploring <ArrowRight aria-hidden="true" className="size-4" />
        </Link>
        <Link to={`${paths.about.getHref()}#data`} className={buttonClass('secondary', 'px-5 py-3 text-base')}>
          Where the data comes from
        </Link>
      </div>
    </ProsePage>
  );
}
