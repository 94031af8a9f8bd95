import type { OfferEntries, OfferListResponse, Offer } from '@campuspath/contract/offers';
import { requireUserColumns } from '../auth/users.store.ts';
import { requireRole, viewableStudent } from '../sharing/access.ts';
import { deleteOffer, listOffers, saveOffer, type OffersDeps } from './offers.service.ts';

/**
 * A student's offers as their parent or counselor reaches them: read with the costs scope
 * (access.ts answers 404 otherwise); entered or changed only by a parent with the costs scope
 * (a counselor reads them, 403), recorded as theirs.
 */
export async function studentOffers(deps: OffersDeps, viewerId: string, studentId: string): Promise<OfferListResponse> {
  await viewableStudent(deps.db, viewerId, studentId, 'costs', deps.now());
  return listOffers(deps, studentId);
}

const ENTER_ACTION = "enter a student's aid offer";

async function requireParentWithCosts(deps: OffersDeps, parentId: string, studentId: string): Promise<string> {
  await requireRole(deps.db, parentId, 'parent', ENTER_ACTION);
  await viewableStudent(deps.db, parentId, studentId, 'costs', deps.now());
  return (await requireUserColumns(deps.db, parentId, ['name'])).name;
}

export async function saveStudentOffer(
  deps: OffersDeps,
  parentId: string,
  studentId: string,
  applicationId: string,
  entries: OfferEntries,
): Promise<Offer> {
  const name = await requireParentWithCosts(deps, parentId, studentId);
  return saveOffer(deps, studentId, applicationId, entries, name);
}

export async function deleteStudentOffer(deps: OffersDeps, parentId: string, studentId: string, applicationId: string): Promise<void> {
  await requireParentWithCosts(deps, parentId, studentId);
  await deleteOffer(deps, studentId, applicationId);
}
