/** Revisions, stale saves and autosave for the other features (decision 031): the server side. */
export {
  type EditContext,
  type RevisionAuthor,
  recordRevision,
  refuseStaleSave,
} from "./revisions.server.ts";
