import { Trans, useLingui } from '@lingui/react/macro';
import { Link } from 'react-router';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

export function Component() {
  const { t } = useLingui();
  return (
    <ProsePage
      eyebrow={t`About`}
      title={t`About CampusPath`}
      intro={t`CampusPath is a free college search and application planner for US high school students. It helps you find colleges that fit, understand what they really cost, and keep your applications on track.`}
    >
      <h2 id="what">
        <Trans>What CampusPath is</Trans>
      </h2>
      <p>
        <Trans>
          Start on <Link to={paths.explore.getHref()}>Explore</Link> to search and filter US colleges by location, type, size, cost,
          admission rate and major. Every college has its own page with costs, net price by family income, admissions, outcomes, majors and
          a map.
        </Trans>
      </p>
      <p>
        <Trans>
          With a free account, CampusPath also keeps your side of the process in one place: the schools you saved, your applications,
          essays, documents, tasks and deadline reminders. See <Link to={paths.features.getHref()}>Features</Link> for what works today.
        </Trans>
      </p>

      <h2 id="data">
        <Trans>Where the data comes from</Trans>
      </h2>
      <p>
        <Trans>Every fact about a college comes from public data published by the U.S. Department of Education:</Trans>
      </p>
      <ul data-testid="about-vintages">
        <li>
          <Trans>
            <strong>College Scorecard, 2023-24 year file</strong>, the first choice for every figure: admissions for fall 2023, enrollment
            for fall 2023, tuition, costs and net price for 2023-24, and completion, retention, demographics and the mix of majors from the
            same year file.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>College Scorecard, release of 16 January 2025</strong>, used figure by figure where a college reported nothing for
            2023-24 (its 2022-23 and 2021-22 values; each college page names the year of such a figure). The 2023-24 file has no earnings,
            so earnings are from 2020-21: former students who received federal aid, finished or not, who entered in 2010-11, measured 10
            years later.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>IPEDS</strong> (Integrated Postsecondary Education Data System, NCES): the HD2024 institutional directory (addresses,
            websites, net price calculator links, classifications) and ADM2022 admissions (what each college requires or considers,
            applicants and admits, fall 2022).
          </Trans>
        </li>
      </ul>
      <p>
        <Trans>
          Some figures are derived, and say so: the SAT total range is the sum of the two section ranges, the cost per year adds tuition and
          fees, room and board, books and other expenses, and “Popular Program” marks a college’s three fields with the largest share of
          degrees. An admission rate covers the campus itself, unless the page says it covers all campuses that share one federal aid ID.
          Figures that look surprising but are what the college reported stay as reported, with their source named. The Explore filter
          “International” means outside the 50 states and DC: U.S. territories such as Puerto Rico and Guam, and the freely associated
          states (Micronesia, Palau, the Marshall Islands), each named on its college’s page.
        </Trans>
      </p>
      <p>
        <Trans>
          Both are U.S. government works in the public domain. When a college did not report a value, we show “Not reported” rather than a
          guess. Pictures of colleges are generated artwork based on the school's name, not photos of the campus.
        </Trans>
      </p>

      <h2 id="free">
        <Trans>Free for students</Trans>
      </h2>
      <p>
        <Trans>
          CampusPath is free. There are no ads, and no college pays to appear or to rank higher: results are ordered by your search and the
          sort you choose.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            CampusPath is an independent project. It is not affiliated with the U.S. Department of Education or with any college. Always
            confirm deadlines, costs and requirements with the college itself. Questions? See{' '}
            <Link to={paths.contact.getHref()}>Contact</Link>.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
