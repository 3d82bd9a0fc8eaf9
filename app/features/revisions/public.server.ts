/** Revisions, stale saves and autosave for the other features: the server side. */

export type { RevisionContent } from "./revision-diff.ts";
export {
  type EditContext,
  type ItemLabeller,
  type RevisedSave,
  type RevisionAuthor,
  saveWithRevision,
} from "./revisions.server.ts";
export {
  declareSingleRowKind,
  declareVersionedKind,
  factsOfRevision,
  type Preview,
  parseRevision,
  type RegisteredKind,
  type ScheduleTexts,
  type VersionedKind,
  type VersionedServices,
} from "./versioned-kind.server.ts";
