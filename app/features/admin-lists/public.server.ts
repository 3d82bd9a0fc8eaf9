/**
 * The admin lists' server side for the features that have a worked list: one page of a list read,
 * and bulk writes, each row with its audit entry.
 */

export {
  activeTabs,
  type ListPage,
  type ListRequest,
  readListPage,
  searchedAndAdded,
  trigramSearchOf,
  withDensity,
} from "../../admin-kit/list-page.server.ts";
export { type BulkAudit, deletedAudit, setActiveEach, writeEach } from "./bulk-write.server.ts";
