import { msg } from '@lingui/core/macro';
import { Trans, useLingui } from '@lingui/react/macro';
import { SectionHeading } from './section-heading.tsx';

// Illustrative stories, labelled as such on the page: no real people, no claims about specific schools.
const STORIES = [
  {
    name: 'Maya',
    role: msg`High school senior`,
    quote: msg`I used to keep deadlines in three different places. Seeing my applications, essays and due dates in one list made senior fall feel a lot calmer.`,
  },
  {
    name: 'Jordan',
    role: msg`College freshman`,
    quote: msg`Looking up the net price for my family's income changed my list. Schools I had written off as too expensive turned out to be within reach.`,
  },
  {
    name: 'Sofia',
    role: msg`High school junior`,
    quote: msg`I'm just getting started, so searching by the major I'm curious about and filtering by size and region helped me figure out what I actually want.`,
  },
];

/** Home's "Student stories" section (spec section 2, "Home"); loaded as it comes near (home.tsx). */
export default function StudentStories() {
  const { t, i18n } = useLingui();
  return (
    <section aria-labelledby="stories-title" className="mx-auto max-w-6xl px-4 py-20 sm:px-6">
      <SectionHeading id="stories-title" eyebrow={t`Student stories`} title={t`Made for every step of high school and beyond`} />
      <p className="mt-3 text-center text-sm text-slate-600">
        <Trans>Illustrative stories: composites of how students use CampusPath, not reviews by real people.</Trans>
      </p>
      <ul className="mt-12 grid gap-6 md:grid-cols-3">
        {STORIES.map((story) => (
          <li key={story.name} className="flex flex-col rounded-2xl border border-slate-200 bg-white p-6 shadow-sm">
            <figure className="flex flex-1 flex-col">
              <blockquote className="flex-1 text-slate-700">
                <p>“{i18n._(story.quote)}”</p>
              </blockquote>
              <figcaption className="mt-6 flex items-center gap-3">
                <span
                  aria-hidden="true"
                  className="grid size-10 place-items-center rounded-full bg-gradient-to-br from-indigo-500 to-sky-500 font-semibold text-white"
                >
                  {story.name[0]}
                </span>
                <span>
                  <span className="block font-semibold text-slate-900">{story.name}</span>
                  <span className="block text-sm text-slate-600">{i18n._(story.role)}</span>
                </span>
              </figcaption>
            </figure>
          </li>
        ))}
      </ul>
    </section>
  );
}
