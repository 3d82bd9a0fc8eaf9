/**
 * The admin lists' server side for the features that have a worked list (decision 033): bulk writes, each row with
 * its audit entry.
 */
export { type BulkAudit, deletedAudit, setActiveEach, writeEach } from "./bulk-write.server.ts";
