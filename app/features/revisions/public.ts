/** Revisions, stale saves and autosave for the other features (decision 031): browser-safe parts. */
export {
  describeChanges,
  diffContents,
  type FieldChange,
  type RevisionContent,
  type RevisionFields,
} from "./revision-diff.ts";
export { REVISION_MESSAGES } from "./revision-messages.ts";

/** The hidden field that carries the version (updated_at) an edit form was opened at (decision 031). */
export const REVISION_VERSION_FIELD = "version";
