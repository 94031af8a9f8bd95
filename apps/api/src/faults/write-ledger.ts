/**
 * A write-heavy workload for the crash test, and its ledger: every write a student sent, and
 * which of them the server acknowledged (a 2xx with the new id). After a crash the database must
 * hold every acknowledged write exactly once, as acknowledged; a write that was in flight may be
 * there or not, but whole.
 */
import { randomBytes } from 'node:crypto';
import type { HttpAnswer, HttpStudent } from './http-student.ts';

export interface EssayLedger {
  id: string;
  /** The last version the server confirmed, with its text. */
  acknowledged: { version: number; body: string };
  /** A save sent but not answered (the crash came first): the version it would make, with its text. */
  inFlight: { version: number; body: string } | null;
  /** Every text ever sent: a kept copy in the history must be one of them, whole. */
  sentBodies: Set<string>;
}

export interface WriteLedger {
  /** Task id -> title, for 201 answers. */
  tasks: Map<string, string>;
  /** Every task title sent (each is unique). */
  sentTaskTitles: Set<string>;
  /** Application id -> school id, for 201 answers. */
  applications: Map<string, number>;
  essays: Map<string, EssayLedger>;
  /** Document id -> the file's text, for 201 answers. */
  documents: Map<string, string>;
  /** Every file text sent (each is unique). */
  sentFiles: Set<string>;
  acknowledged(): number;
}

export function createLedger(): WriteLedger {
  const ledger: WriteLedger = {
    tasks: new Map(),
    sentTaskTitles: new Set(),
    applications: new Map(),
    essays: new Map(),
    documents: new Map(),
    sentFiles: new Set(),
    acknowledged: () =>
      ledger.tasks.size +
      ledger.applications.size +
      ledger.documents.size +
      [...ledger.essays.values()].reduce((sum, essay) => sum + essay.acknowledged.version - 1, 0),
  };
  return ledger;
}

const unique = () => randomBytes(6).toString('hex');

function expectCreated<T>(answer: HttpAnswer<T>): T {
  if (answer.status !== 201) throw new Error(`Expected 201, got ${answer.status} ${JSON.stringify(answer.body)}`);
  return answer.body;
}

/** A text far enough from the last one (over 250 changed characters) that the history keeps a copy. */
const essayText = (step: number) => `Draft ${step} ${unique()}. ${'I learned to listen before I spoke. '.repeat(9)}${unique()}`;

/**
 * One student's loop: a task, an application, an essay autosave and a document upload, over and
 * over, one request at a time, until `shouldStop()` or until a request fails at the network level
 * (the server was killed). Only 2xx answers go into the ledger as acknowledged.
 */
export async function runStudentWrites(
  student: HttpStudent,
  ledger: WriteLedger,
  schoolIds: number[],
  shouldStop: () => boolean,
): Promise<void> {
  const created = await student.send<{ essay: { id: string; version: number; body: string } }>('POST', '/api/essays', {
    title: `Personal statement ${unique()}`,
    body: '',
  });
  if (created.status !== 201) throw new Error(`Essay not created: ${created.status} ${JSON.stringify(created.body)}`);
  const essay: EssayLedger = {
    id: created.body.essay.id,
    acknowledged: { version: created.body.essay.version, body: created.body.essay.body },
    inFlight: null,
    sentBodies: new Set(['']),
  };
  ledger.essays.set(essay.id, essay);

  let step = 0;
  let school = 0;
  try {
    while (!shouldStop()) {
      step += 1;
      switch (step % 4) {
        case 0: {
          const title = `Task ${unique()}`;
          ledger.sentTaskTitles.add(title);
          const answer = await student.send<{ task: { id: string } }>('POST', '/api/tasks', { title, category: 'essay' });
          ledger.tasks.set(expectCreated(answer).task.id, title);
          break;
        }
        case 1: {
          const schoolId = schoolIds[school++ % schoolIds.length]!;
          const answer = await student.send<{ id: string }>('POST', '/api/applications', { schoolId, round: 'regular-decision' });
          ledger.applications.set(expectCreated(answer).id, schoolId);
          break;
        }
        case 2: {
          const body = essayText(step);
          essay.sentBodies.add(body);
          essay.inFlight = { version: essay.acknowledged.version + 1, body };
          const answer = await student.send<{ essay: { version: number; body: string } }>('PATCH', `/api/essays/${essay.id}`, {
            version: essay.acknowledged.version,
            body,
          });
          if (answer.status !== 200) throw new Error(`Essay save refused: ${answer.status} ${JSON.stringify(answer.body)}`);
          essay.acknowledged = { version: answer.body.essay.version, body: answer.body.essay.body };
          essay.inFlight = null;
          break;
        }
        default: {
          const text = `Activity list ${unique()}\n${'Volunteered at the food bank on Saturdays.\n'.repeat(40)}`;
          ledger.sentFiles.add(text);
          const answer = await student.upload<{ document: { id: string } }>(
            { type: 'resume' },
            { bytes: Buffer.from(text, 'utf8'), fileName: 'activities.txt' },
          );
          ledger.documents.set(expectCreated(answer).document.id, text);
        }
      }
    }
  } catch (error) {
    // The server died under this request (no answer, or the answer cut off): it stays
    // unacknowledged. Anything else (a timeout, an error status) is a real failure.
    if (!(error instanceof TypeError) || !/fetch failed|terminated/.test(error.message)) throw error;
  }
}
