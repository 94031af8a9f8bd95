import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  return (
    <ProsePage
      eyebrow="About"
      title="About CampusPath"
      intro="CampusPath is a free college search and application planner for US high school students. It helps you find colleges that fit, understand what they really cost, and keep your applications on track."
    >
      <h2 id="what">What CampusPath is</h2>
      <p>
        Start on <Link to={paths.explore.getHref()}>Explore</Link> to search and filter US colleges by location, type, size, cost, admission
        rate and major. Every college has its own page with costs, net price by family income, admissions, outcomes, majors and a map.
      </p>
      <p>
        With a free account, CampusPath also keeps your side of the process in one place: the schools you saved, your applications, essays,
        documents, tasks and deadline reminders. See <Link to={paths.features.getHref()}>Features</Link> for what works today.
      </p>

      <h2 id="data">Where the data comes from</h2>
      <p>Every fact about a college comes from public data published by the U.S. Department of Education:</p>
      <ul>
        <li>
          <strong>College Scorecard</strong>, the release of 16 January 2025. Admissions, test scores, tuition and net price are for
          2022-23; completion rates and the mix of majors are for 2021-22; earnings ten years after entry are for 2020-21, the latest year
          with earnings in that release.
        </li>
        <li>
          <strong>IPEDS</strong> (Integrated Postsecondary Education Data System, NCES): the HD2024 institutional directory (addresses,
          websites, net price calculator links, classifications) and ADM2022 admissions (what each college requires or considers, fall
          2022).
        </li>
      </ul>
      <p>
        Both are U.S. government works in the public domain. When a college did not report a value, we show “Not reported” rather than a
        guess. Pictures of colleges are generated artwork based on the school's name, not photos of the campus.
      </p>

      <h2 id="free">Free for students</h2>
      <p>
        CampusPath is free. There are no ads, and no college pays to appear or to rank higher: results are ordered by your search and the
        sort you choose.
      </p>

      <Callout>
        <p>
          CampusPath is an independent project. It is not affiliated with the U.S. Department of Education or with any college. Always
          confirm deadlines, costs and requirements with the college itself. Questions? See{' '}
          <Link to={paths.contact.getHref()}>Contact</Link>.
        </p>
      </Callout>
    </ProsePage>
  );
}
