/**
 * The Common App first-year essay, as CampusPath states it (the /essay-tips page and the essay
 * tools). Facts: seven prompts, the same for 2025-26 and 2026-27; 250-650 words; the optional
 * "challenges and circumstances" question (at most 250 words) and Additional Information (at most
 * 300 words for first-year applicants) since August 1, 2025; the application opens August 1. They
 * come from reports of Common App's announcements (the student-aid reference pack's season facts,
 * secondary sources), not from commonapp.org itself.
 *
 * The topics are our own summary, never the prompts: the exact wording is Common App's, changes
 * in copies, and is only linked (`officialUrl`), never shown reworded as if official.
 */
export const COMMON_APP_ESSAY = {
  cycles: ['2025-26', '2026-27'],
  words: { min: 250, max: 650 },
  challengesWords: 250,
  additionalInformationWords: 300,
  opens: 'August 1',
  officialUrl: 'https://www.commonapp.org/',
  topics: [
    'A background, identity, interest or talent so central to you that your application would feel incomplete without it.',
    'A challenge, setback or failure you faced, and what it taught you.',
    'A time you questioned or challenged a belief or idea.',
    'Something someone did for you that made you thankful, and how it affected you.',
    'An accomplishment, event or realization that sparked personal growth.',
    'A topic, idea or concept so engaging you lose track of time.',
    'Any topic of your choice.',
  ],
} as const;
