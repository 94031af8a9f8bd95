import type { MessageDescriptor } from '@lingui/core';
import { msg } from '@lingui/core/macro';
import { useLingui as useI18n } from '@lingui/react';
import { Trans, useLingui } from '@lingui/react/macro';
import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { COMMON_APP_ESSAY } from '@campuspath/contract/essay-season';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';
import { formatDay } from '../../lib/format-date.ts';

type Topic = (typeof COMMON_APP_ESSAY.topics)[number];

/** The contract's topic summaries (in English, as the facts are kept) in the page's language. */
const TOPIC_LABELS: Record<Topic, MessageDescriptor> = {
  'A background, identity, interest or talent so central to you that your application would feel incomplete without it.': msg`A background, identity, interest or talent so central to you that your application would feel incomplete without it.`,
  'A challenge, setback or failure you faced, and what it taught you.': msg`A challenge, setback or failure you faced, and what it taught you.`,
  'A time you questioned or challenged a belief or idea.': msg`A time you questioned or challenged a belief or idea.`,
  'Something someone did for you that made you thankful, and how it affected you.': msg`Something someone did for you that made you thankful, and how it affected you.`,
  'An accomplishment, event or realization that sparked personal growth.': msg`An accomplishment, event or realization that sparked personal growth.`,
  'A topic, idea or concept so engaging you lose track of time.': msg`A topic, idea or concept so engaging you lose track of time.`,
  'Any topic of your choice.': msg`Any topic of your choice.`,
};

/**
 * /essay-tips: the Common App first-year essay for the cycles it covers, its word limits, how
 * supplements differ, and a start in the essay tools. The prompts' topics are in our own words,
 * always said to be a summary: the exact wording is only on Common App's own page, linked.
 */
export function Component() {
  const { t } = useLingui();
  const { i18n } = useI18n();
  const { cycles, topics, words, challengesWords, additionalInformationWords, officialUrl } = COMMON_APP_ESSAY;
  const [firstCycle, secondCycle] = cycles;
  const { min: minWords, max: maxWords } = words;
  // The contract's `opens` (August 1), written for the page's language; the year is never shown.
  const opensOn = formatDay('2000-08-01', 'monthDay');
  return (
    <ProsePage
      eyebrow={t`Guides`}
      title={t`Essay tips`}
      intro={t`What the Common App personal essay asks, how long it can be, how supplements differ, and where to start writing.`}
      description={t`The Common App first-year essay for ${firstCycle} and ${secondCycle}: the seven prompts' topics in brief, the ${minWords}–${maxWords} word limit, supplements, and a place to draft.`}
    >
      <h2 id="common-app">
        <Trans>
          The Common App personal essay ({firstCycle} and {secondCycle})
        </Trans>
      </h2>
      <p>
        <Trans>
          Most colleges that use the Common Application ask for one personal essay. You choose <strong>one of seven prompts</strong>, and
          the set is the same for {firstCycle} and {secondCycle}. The essay must be{' '}
          <strong>
            {minWords} to {maxWords} words
          </strong>
          : the application does not accept more than {maxWords}. The application opens on {opensOn} each year.
        </Trans>
      </p>

      <h3 id="topics">
        <Trans>What the seven prompts are about</Trans>
      </h3>
      <p data-testid="not-official-prompts">
        <Trans>
          <strong>These are our short summaries of the topics, not the prompts.</strong> Read and answer the exact wording on{' '}
          <a href={officialUrl} target="_blank" rel="noopener noreferrer">
            Common App's own website (commonapp.org)
            <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5" />
            <span className="sr-only"> (opens in a new tab)</span>
          </a>
          : copies on other sites sometimes reword them.
        </Trans>
      </p>
      <ol aria-label={t`Topics of the seven prompts, summarised by CampusPath`}>
        {topics.map((topic) => (
          <li key={topic}>{i18n._(TOPIC_LABELS[topic])}</li>
        ))}
      </ol>

      <h3 id="other-sections">
        <Trans>Two shorter optional sections</Trans>
      </h3>
      <ul>
        <li>
          <Trans>
            <strong>Challenges and circumstances</strong> (optional, at most {challengesWords} words): a place to say what made school
            harder, such as family duties, illness or a move, so the essay can be about something else.
          </Trans>
        </li>
        <li>
          <Trans>
            <strong>Additional information</strong> (optional, at most {additionalInformationWords} words for first-year applicants):
            anything the rest of the application leaves out. Use it for facts, not a second essay.
          </Trans>
        </li>
      </ul>

      <h2 id="writing">
        <Trans>Writing it</Trans>
      </h2>
      <ul>
        <li>
          <Trans>
            Pick the prompt that lets you tell a story only you could tell; the prompt matters less than what the essay shows about you.
          </Trans>
        </li>
        <li>
          <Trans>Start with a real moment, then say what it changed. Specific beats impressive.</Trans>
        </li>
        <li>
          <Trans>Write a first draft long, then cut to the limit; read it aloud to hear what sounds unlike you.</Trans>
        </li>
        <li>
          <Trans>Ask one or two readers you trust (a counselor, a teacher) what they learned about you. The words should stay yours.</Trans>
        </li>
        <li>
          <Trans>Check the count in the box you will paste into: formatting and special characters can change it.</Trans>
        </li>
      </ul>

      <h2 id="supplements">
        <Trans>How supplements differ</Trans>
      </h2>
      <p>
        <Trans>
          Many colleges add their own questions: why this college, a community you belong to, an intended major, short answers of a sentence
          or a paragraph. Each college sets its own questions, lengths and deadlines, and they can change every year, so read them in the
          college's section of the application or on its admissions website. A "why us" answer works when it names things you could find
          only at that college.
        </Trans>
      </p>
      <p>
        <Trans>
          Reuse a good paragraph where a question truly asks the same thing, but never send an answer with another college's name in it.
        </Trans>
      </p>

      <h2 id="start">
        <Trans>Start in CampusPath</Trans>
      </h2>
      <p>
        <Trans>
          In your <Link to={paths.applications.getHref('essays')}>essays</Link> you can keep each essay with its prompt (copied from the
          application yourself), its word limit and due date, link it to the applications it serves, and go back to any earlier version.
          Your counselor can leave notes on an essay you choose to share. <Link to={paths.signup.getHref()}>Create a free account</Link> to
          start, or see <Link to={paths.guides.getHref()}>the season step by step</Link>.
        </Trans>
      </p>

      <Callout>
        <p>
          <Trans>
            CampusPath is not affiliated with Common App. The facts on this page (the number of prompts, the word limits, the opening date)
            come from reports of Common App's announcements; the prompt topics are our summary. Confirm everything on{' '}
            <a href={officialUrl} target="_blank" rel="noopener noreferrer">
              commonapp.org
              <span className="sr-only"> (opens in a new tab)</span>
            </a>{' '}
            before you write.
          </Trans>
        </p>
      </Callout>
    </ProsePage>
  );
}
