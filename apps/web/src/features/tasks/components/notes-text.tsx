import { Trans } from '@lingui/react/macro';
/** Web addresses in a task's notes, as links (the "Find the deadline" task links to the admissions page). */
const URL_PATTERN = /(https?:\/\/[^\s<>"]+[^\s<>".,;:!?)])/;

/** Notes as text, with every http(s) address a link that opens in a new tab; nothing else is interpreted. */
export function NotesText({ notes }: { notes: string }) {
  return notes.split(URL_PATTERN).map((part, index) =>
    index % 2 === 1 ? (
      <a key={index} href={part} target="_blank" rel="noopener noreferrer" className="break-all text-indigo-700 underline">
        {part}
        <span className="sr-only">
          {' '}
          <Trans>(opens in a new tab)</Trans>
        </span>
      </a>
    ) : (
      part
    ),
  );
}
