import type { I18n } from '@lingui/core';

/**
 * The demo student's writing: essays in several states and sample documents, one of them the
 * personal statement's draft. Titles and file names are in the demo's language (`i18n`); the
 * essays themselves, and the Common App prompt quoted as published, stay in English, the language
 * US colleges read them in.
 */

/** An essay; `applications` are keys of the demo's applications (demo-content.ts). */
export interface DemoEssay {
  title: string;
  prompt: string;
  body: string;
  maxWords: number | null;
  dueDate: string | null;
  status: string;
  applications: string[];
}

export interface DemoDocument {
  name: string;
  type: string;
  mimeType: string;
  text: string;
  applications: string[];
}

const PERSONAL_STATEMENT = `The first program I ever wrote printed my little sister's name in every color our old laptop could show. She laughed, and I was hooked.

Three years later I was the student our robotics team called when the arm would not stop shaking. I learned that most bugs are not in the code but in the assumptions behind it. I also learned to listen: the best fix we found came from a freshman who had watched the arm for an hour and noticed it only shook when the gym heaters came on.`;

/** The essays, dated from the demo's `day(offset)` and the student's graduation year. */
export function demoEssays(i18n: I18n, day: (offset: number) => string, graduationYear: number): DemoEssay[] {
  return [
    {
      title: i18n._('Common App personal statement'),
      prompt:
        'Share an essay on any topic of your choice. It can be one you’ve already written, one that responds to a different prompt, or one of your own design.',
      body: PERSONAL_STATEMENT,
      maxWords: 650,
      dueDate: day(10),
      status: 'review',
      applications: ['gt', 'purdue', 'michigan', 'bu'],
    },
    {
      title: i18n._('Why this major'),
      prompt: 'Why do you want to study your chosen major, and why at this university?',
      body: 'Robotics taught me that software is only as good as its understanding of the physical world.',
      maxWords: 300,
      dueDate: null,
      status: 'completed',
      applications: ['gt'],
    },
    {
      title: i18n._('Community essay'),
      prompt: 'Describe one of the communities you belong to and your place within it.',
      body: 'Every Saturday morning the library’s makerspace fills with kids who have never soldered anything.',
      maxWords: 300,
      dueDate: day(8),
      status: 'drafting',
      applications: ['michigan'],
    },
    {
      title: i18n._('Short answer: an intellectual interest'),
      prompt: 'What topic or idea makes you lose track of time?',
      body: '',
      maxWords: 250,
      dueDate: `${graduationYear}-01-01`,
      status: 'not-started',
      applications: ['bu'],
    },
  ];
}

export function demoDocuments(i18n: I18n): DemoDocument[] {
  const sampleLine = i18n._('SAMPLE DOCUMENT for the CampusPath demo.');
  return [
    {
      name: i18n._('Unofficial transcript (sample).txt'),
      type: 'transcript',
      mimeType: 'text/plain',
      text: `${sampleLine} ${i18n._('Not a real transcript.')}\n\n${i18n._('Grade 9-11 courses and grades would appear here.')}\n`,
      applications: ['gt', 'purdue', 'michigan'],
    },
    {
      name: i18n._('Activities resume (sample).txt'),
      type: 'resume',
      mimeType: 'text/plain',
      text: `${sampleLine}\n\n${i18n._('Robotics team lead (grades 10-12)')}\n${i18n._('Library makerspace volunteer (grades 9-12)')}\n`,
      applications: ['gt', 'michigan'],
    },
    {
      name: i18n._('Personal statement draft (sample).txt'),
      type: 'essay',
      mimeType: 'text/plain',
      text: `${PERSONAL_STATEMENT}\n`,
      applications: [],
    },
  ];
}
