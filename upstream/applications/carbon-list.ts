import type { DatabaseSync } from 'node:sqlite';
import type { Language } from '../http/language.ts';
import type { ApplicationListItem, Viewer } from './application-records.ts';
import { applicationListItem, visibleApplications } from './application-records.ts';
import type { ProductType } from './application-states.ts';
import { evaluationListItem, visibleEvaluations } from './evaluation-records.ts';

// GET /n/carbon/list (business.md 3, "Carbon application list item"): every carbon application
// the viewer may see, one list, newest first: EPD and CFP applications and low-carbon steel
// evaluations, whose ids come from one sequence (carbon-application-ids.ts).

export type CarbonListItem = ApplicationListItem | ReturnType<typeof evaluationListItem>;

/** `productType` (the reference upstream's `type` filter) keeps the applications of that type only. */
export function carbonApplicationList(
  db: DatabaseSync,
  viewer: Viewer,
  productType: ProductType | undefined,
  language: Language,
): CarbonListItem[] {
  const applications = visibleApplications(db, viewer, productType).map((application) => ({
    at: application.appliedAt,
    id: application.id,
    item: (): CarbonListItem => applicationListItem(db, application, language),
  }));
  const evaluations =
    productType === undefined
      ? visibleEvaluations(db, viewer).map((evaluation) => ({
          at: evaluation.createdAt,
          id: evaluation.id,
          item: (): CarbonListItem => evaluationListItem(db, evaluation, language),
        }))
      : [];
  return [...applications, ...evaluations]
    .sort((a, b) => b.at - a.at || b.id - a.id)
    .map((entry) => entry.item());
}
