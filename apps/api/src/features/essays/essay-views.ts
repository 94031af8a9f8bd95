import type { Kysely, Selectable } from 'kysely';
import type { Essay, EssayApplication, EssaySummary } from '@campuspath/contract/essays';
import type { EssayStatus } from '@campuspath/contract/essays-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { Database, EssaysTable } from '../../db/schema.ts';
import { listEssayApplicationLinks } from '../../read-models/essay-applications.ts';

export type EssayRow = Selectable<EssaysTable>;

/**
 * The linked applications of the given essays, with each university's name from the catalogue.
 * Filtered by the owner, so another student's links can never appear.
 */
export async function linkedApplications(
  db: Kysely<Database>,
  catalog: Catalog,
  userId: string,
  essayIds: readonly string[],
): Promise<Map<string, EssayApplication[]>> {
  const byEssay = new Map<string, EssayApplication[]>();
  const rows = await listEssayApplicationLinks(db, userId, essayIds);
  for (const row of rows) {
    const schoolId = Number(row.school_id);
    const link: EssayApplication = {
      id: row.id,
      schoolId,
      // Applications only ever name catalogue schools; the id is shown if the catalogue lost one.
      schoolName: catalog.find(String(schoolId))?.name ?? `School ${schoolId}`,
      round: row.round,
    };
    byEssay.set(row.essay_id, [...(byEssay.get(row.essay_id) ?? []), link]);
  }
  for (const links of byEssay.values()) links.sort((a, b) => a.schoolName.localeCompare(b.schoolName));
  return byEssay;
}

export function toEssaySummary(row: EssayRow, applications: EssayApplication[]): EssaySummary {
  return {
    id: row.id,
    title: row.title,
    prompt: row.prompt,
    wordCount: Number(row.word_count),
    maxWords: row.max_words === null ? null : Number(row.max_words),
    dueDate: row.due_date,
    status: row.status as EssayStatus,
    version: Number(row.version),
    applications,
    createdAt: row.created_at,
    updatedAt: row.updated_at,
  };
}

export function toEssay(row: EssayRow, applications: EssayApplication[]): Essay {
  return { ...toEssaySummary(row, applications), body: row.body };
}
