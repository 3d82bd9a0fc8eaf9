/** The CSV import service for the features that import rows (decision 049): what an entity declares, and its parts. */
export { type CsvEntity, type ImportFieldError, inChunks, issuesAsErrors } from "./csv-import.server.ts";
