/** The CSV import service for the features that import rows: what an entity declares, and its parts. */
export {
  CSV_DELIMITER,
  type CsvEntity,
  exportCsvStream,
  type ImportFieldError,
  inChunks,
  issuesAsErrors,
  keysetBatches,
} from "./csv-import.server.ts";
