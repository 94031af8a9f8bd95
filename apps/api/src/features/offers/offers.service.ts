import type { Kysely, Selectable } from 'kysely';
import { z } from 'zod';
import { offerBodySchema, type Offer, type OfferEntries, type OfferListResponse } from '@campuspath/contract/offers';
import type { Renewable } from '@campuspath/contract/offers-terms';
import type { Catalog } from '../../catalog/catalog.ts';
import type { CatalogSchool } from '../../catalog/catalog-school.ts';
import type { Database } from '../../db/schema.ts';
import type { AidOffersTable } from '../../db/schema-offers.ts';
import type { Clock } from '../../lib/clock.ts';
import { notFound, refuseField } from '../../lib/errors.ts';
import { readJsonValue } from '../../lib/json-column.ts';
import type { FileStorage } from '../../lib/storage.ts';
import { listApplications, requireOwnedApplication } from '../applications/applications.service.ts';
import { requireUserColumns } from '../auth/users.store.ts';
import { getProfile } from '../profile/profile.service.ts';
import { listAwardedScholarshipRows } from '../scholarships/scholarships.store.ts';
import { costPrefill, federalNetPrice } from './federal-figures.ts';
import { computeOffer } from './offer-figures.ts';
import type { RecordedScholarship } from './outside-scholarships.ts';
import { deleteOfferRow, listOfferRows, upsertOfferRow } from './offers.store.ts';

export interface OffersDeps {
  db: Kysely<Database>;
  catalog: Catalog;
  storage: FileStorage;
  now: Clock;
}

export const OFFER_NOT_FOUND = /*i18n*/ 'Offer not found';
/** Statuses an offer can be entered for: an admitted student's. */
const OFFER_STATUSES: readonly string[] = ['accepted'];
export const NOT_ACCEPTED_MESSAGE = /*i18n*/ 'An aid offer can be entered only for an application marked Accepted.';

/** A private loan's rate is stored in hundredths of a percent (no float is stored); the API speaks percent. */
export const toStored = (entries: OfferEntries) =>
  JSON.stringify({
    ...entries,
    loans: {
      ...entries.loans,
      private: {
        ...entries.loans.private,
        ratePercent: undefined,
        rateBasisPoints: entries.loans.private.ratePercent === null ? null : Math.round(entries.loans.private.ratePercent * 100),
      },
    },
  });

const storedShape = z.looseObject({
  loans: z.looseObject({ private: z.looseObject({ rateBasisPoints: z.number().int().nullable().default(null) }) }),
});

/** The stored lines, read back through the contract's schema (only validated lines are written). */
function fromStored(json: string): OfferEntries | null {
  const raw = readJsonValue(json, storedShape, null);
  if (!raw) return null;
  const { rateBasisPoints, ...privateLoan } = raw.loans.private;
  const parsed = offerBodySchema.safeParse({
    ...raw,
    loans: { ...raw.loans, private: { ...privateLoan, ratePercent: rateBasisPoints === null ? null : rateBasisPoints / 100 } },
  });
  return parsed.success ? parsed.data : null;
}

function findSchool(catalog: Catalog, schoolId: number): CatalogSchool | null {
  const school = catalog.find(String(schoolId));
  return school && school.id === schoolId ? school : null;
}

interface Context {
  catalog: Catalog;
  incomeBand: OfferListResponse['incomeBand'];
  /** The student's awarded scholarships, counted in every offer (they follow the student, not a college). */
  awarded: readonly RecordedScholarship[];
}

function toOffer(context: Context, row: Selectable<AidOffersTable>, schoolId: number, fallbackName: string): Offer | null {
  const entries = fromStored(row.entries);
  if (!entries) return null;
  const school = findSchool(context.catalog, schoolId);
  return {
    applicationId: row.application_id,
    schoolId,
    schoolName: school?.name ?? fallbackName,
    entries,
    ...computeOffer(entries, context.awarded),
    federalNetPrice: federalNetPrice(school, context.incomeBand),
    enteredBy: row.entered_by_name,
    updatedAt: row.updated_at,
  };
}

/** Least to cover first; an offer without a cost (nothing to compare) last. */
const byMustCover = (a: Offer, b: Offer) =>
  (a.figures.mustCover ?? Number.MAX_SAFE_INTEGER) - (b.figures.mustCover ?? Number.MAX_SAFE_INTEGER) ||
  a.schoolName.localeCompare(b.schoolName);

/** The student's offers, sorted by what the family must cover, and the accepted applications with the form's federal figures. */
export async function listOffers(deps: OffersDeps, studentId: string): Promise<OfferListResponse> {
  const [applications, profile, rows, awarded, account] = await Promise.all([
    listApplications(deps, studentId),
    getProfile(deps, studentId),
    listOfferRows(deps.db, studentId),
    listAwardedScholarshipRows(deps.db, studentId),
    requireUserColumns(deps.db, studentId, ['is_demo']),
  ]);
  const recorded = awarded.map((row) => ({
    id: row.id,
    name: row.name,
    amount: Number(row.amount),
    renewable: row.renewable as Renewable,
  }));
  const context = { catalog: deps.catalog, incomeBand: profile.incomeBand, awarded: recorded };
  const byId = new Map(applications.map((application) => [application.id, application]));
  const offers = rows.flatMap((row) => {
    const application = byId.get(row.application_id);
    const offer = application && toOffer(context, row, application.schoolId, application.school?.name ?? `School ${application.schoolId}`);
    return offer ? [offer] : [];
  });
  const withOffer = new Set(offers.map((offer) => offer.applicationId));
  const accepted = applications
    .filter((application) => OFFER_STATUSES.includes(application.status) || withOffer.has(application.id))
    .map((application) => {
      const school = findSchool(deps.catalog, application.schoolId);
      return {
        applicationId: application.id,
        schoolId: application.schoolId,
        schoolName: application.school?.name ?? `School ${application.schoolId}`,
        hasOffer: withOffer.has(application.id),
        prefill: costPrefill(school, profile.homeState),
        federalNetPrice: federalNetPrice(school, profile.incomeBand),
      };
    })
    .sort((a, b) => a.schoolName.localeCompare(b.schoolName));
  return { offers: offers.sort(byMustCover), accepted, incomeBand: profile.incomeBand, sample: Boolean(account.is_demo) };
}

/**
 * Enters or replaces the offer of the student's accepted application. `enteredBy` is the parent
 * entering it (null for the student), shown beside the offer as its source.
 */
export async function saveOffer(
  deps: OffersDeps,
  studentId: string,
  applicationId: string,
  entries: OfferEntries,
  enteredBy: string | null,
): Promise<Offer> {
  const application = await requireOwnedApplication(deps.db, studentId, applicationId);
  if (!OFFER_STATUSES.includes(application.status))
    throw refuseField('applicationId', NOT_ACCEPTED_MESSAGE, { status: 409, code: 'not_accepted' });
  const now = deps.now().toISOString();
  await upsertOfferRow(deps.db, {
    application_id: applicationId,
    user_id: studentId,
    entries: toStored(entries),
    entered_by_name: enteredBy,
    created_at: now,
    updated_at: now,
  });
  const { offers } = await listOffers(deps, studentId);
  const offer = offers.find((candidate) => candidate.applicationId === applicationId);
  if (!offer) throw notFound(OFFER_NOT_FOUND);
  return offer;
}

export async function deleteOffer(deps: OffersDeps, studentId: string, applicationId: string): Promise<void> {
  await requireOwnedApplication(deps.db, studentId, applicationId);
  if (!(await deleteOfferRow(deps.db, studentId, applicationId))) throw notFound(OFFER_NOT_FOUND);
}
