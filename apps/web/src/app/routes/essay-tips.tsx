import { ExternalLink } from 'lucide-react';
import { Link } from 'react-router';
import { COMMON_APP_ESSAY } from '@campuspath/contract/essay-season';
import { Callout, ProsePage } from '../../components/layout/prose-page.tsx';
import { paths } from '../../config/paths.ts';

/**
 * /essay-tips: the Common App first-year essay for the cycles it covers, its word limits, how
 * supplements differ, and a start in the essay tools. The prompts' topics are in our own words,
 * always said to be a summary: the exact wording is only on Common App's own page, linked.
 */
export function Component() {
  const { cycles, topics, words, challengesWords, additionalInformationWords, opens, officialUrl } = COMMON_APP_ESSAY;
  return (
    <ProsePage
      eyebrow="Guides"
      title="Essay tips"
      intro="What the Common App personal essay asks, how long it can be, how supplements differ, and where to start writing."
      description={`The Common App first-year essay for ${cycles.join(' and ')}: the seven prompts' topics in brief, the ${words.min}–${words.max} word limit, supplements, and a place to draft.`}
    >
      <h2 id="common-app">The Common App personal essay ({cycles.join(' and ')})</h2>
      <p>
        Most colleges that use the Common Application ask for one personal essay. You choose <strong>one of seven prompts</strong>, and the
        set is the same for {cycles.join(' and ')}. The essay must be{' '}
        <strong>
          {words.min} to {words.max} words
        </strong>
        : the application does not accept more than {words.max}. The application opens on {opens} each year.
      </p>

      <h3 id="topics">What the seven prompts are about</h3>
      <p data-testid="not-official-prompts">
        <strong>These are our short summaries of the topics, not the prompts.</strong> Read and answer the exact wording on{' '}
        <a href={officialUrl} target="_blank" rel="noopener noreferrer">
          Common App's own website (commonapp.org)
          <ExternalLink aria-hidden="true" className="ml-0.5 inline size-3.5" />
          <span className="sr-only"> (opens in a new tab)</span>
        </a>
        : copies on other sites sometimes reword them.
      </p>
      <ol aria-label="Topics of the seven prompts, summarised by CampusPath">
        {topics.map((topic) => (
          <li key={topic}>{topic}</li>
        ))}
      </ol>

      <h3 id="other-sections">Two shorter optional sections</h3>
      <ul>
        <li>
          <strong>Challenges and circumstances</strong> (optional, at most {challengesWords} words): a place to say what made school harder,
          such as family duties, illness or a move, so the essay can be about something else.
        </li>
        <li>
          <strong>Additional information</strong> (optional, at most {additionalInformationWords} words for first-year applicants): anything
          the rest of the application leaves out. Use it for facts, not a second essay.
        </li>
      </ul>

      <h2 id="writing">Writing it</h2>
      <ul>
        <li>
          Pick the prompt that lets you tell a story only you could tell; the prompt matters less than what the essay shows about you.
        </li>
        <li>Start with a real moment, then say what it changed. Specific beats impressive.</li>
        <li>Write a first draft long, then cut to the limit; read it aloud to hear what sounds unlike you.</li>
        <li>Ask one or two readers you trust (a counselor, a teacher) what they learned about you. The words should stay yours.</li>
        <li>Check the count in the box you will paste into: formatting and special characters can change it.</li>
      </ul>

      <h2 id="supplements">How supplements differ</h2>
      <p>
        Many colleges add their own questions: why this college, a community you belong to, an intended major, short answers of a sentence
        or a paragraph. Each college sets its own questions, lengths and deadlines, and they can change every year, so read them in the
        college's section of the application or on its admissions website. A "why us" answer works when it names things you could find only
        at that college.
      </p>
      <p>Reuse a good paragraph where a question truly asks the same thing, but never send an answer with another college's name in it.</p>

      <h2 id="start">Start in CampusPath</h2>
      <p>
        In your <Link to={paths.applications.getHref('essays')}>essays</Link> you can keep each essay with its prompt (copied from the
        application yourself), its word limit and due date, link it to the applications it serves, and go back to any earlier version. Your
        counselor can leave notes on an essay you choose to share. <Link to={paths.signup.getHref()}>Create a free account</Link> to start,
        or see <Link to={paths.guides.getHref()}>the season step by step</Link>.
      </p>

      <Callout>
        <p>
          CampusPath is not affiliated with Common App. The facts on this page (the number of prompts, the word limits, the opening date)
          come from reports of Common App's announcements; the prompt topics are our summary. Confirm everything on{' '}
          <a href={officialUrl} target="_blank" rel="noopener noreferrer">
            commonapp.org
            <span className="sr-only"> (opens in a new tab)</span>
          </a>{' '}
          before you write.
        </p>
      </Callout>
    </ProsePage>
  );
}
