/** The audit feature's server side for other features: the guard reads the security settings. */

export {
  type AuditAction,
  type AuditActor,
  type AuditKind,
  changedFieldsSummary,
  columnLabels,
  createdEntry,
  quoted,
  recordAudit,
  runAsAuditActor,
  scheduledEntry,
  toggleSummary,
} from "./audit.server.ts";
export { getSecuritySettings } from "./audit-log.server.ts";
export { auditedEdits } from "./audited-edit.server.ts";
export { saveSingleRow, writeSingleRow } from "./single-row.server.ts";
