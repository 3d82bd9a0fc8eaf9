/** Revisions, stale saves and autosave for the other features: browser-safe parts. */
export {
  describeChanges,
  diffContents,
  type FieldChange,
  type RevisionContent,
  type RevisionFields,
} from "./revision-diff.ts";
export { REVISION_MESSAGES } from "./revision-messages.ts";

/** The hidden field that carries the version (updated_at) an edit form was opened at. */
export const REVISION_VERSION_FIELD = "version";
