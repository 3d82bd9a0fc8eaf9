import { CSV_BOM, csvLine } from "../../utils/csv.ts";
import type { Db } from "../../utils/db.server.ts";
import type { Logger } from "../../utils/logger.server.ts";
import { streamBatches } from "../../utils/stream-batches.server.ts";
import { CSV_DELIMITER } from "../csv-import/public.server.ts";
import { listStatisticsRows, type StatisticsQuery, type StatisticsRow } from "./statistics.server.ts";

/**
 * Rows read per query while the file is written: memory stays bounded whatever the number of offers, and each query
 * sums the whole span again, so a chunk holds every casino at once.
 */
export const STATISTICS_CSV_CHUNK = 5000;

/** A percentage with one decimal in the Turkish way ("12,5"); empty when there is none. */
function percent(fraction: number | null): string {
  return fraction === null ? "" : (Math.round(fraction * 1000) / 10).toString().replace(".", ",");
}

function statisticsCsvHeader(query: StatisticsQuery): string[] {
  return [
    query.view === "casino" ? "Casino" : "Promosyon",
    ...(query.view === "casino" ? [] : ["Casino"]),
    "Görüntülenme",
    "Tıklama",
    "Tıklama oranı (%)",
    "Önceki dönem görüntülenme",
    "Önceki dönem tıklama",
    "Tıklama değişimi (%)",
    "Dönem",
  ];
}

function statisticsCsvCells(query: StatisticsQuery, row: StatisticsRow): string[] {
  return [
    row.name,
    ...(query.view === "casino" ? [] : [row.casinoName ?? ""]),
    String(row.views),
    String(row.clicks),
    percent(row.rate),
    String(row.previousViews),
    String(row.previousClicks),
    percent(row.trend),
    `${query.from} – ${query.to}`,
  ];
}

function line(cells: readonly string[]): string {
  return `${csvLine(cells, CSV_DELIMITER)}\r\n`;
}

/**
 * The screen's rows, every page of them in its order, as a CSV stream (the exports' conventions: UTF-8 with a BOM,
 * ';', CRLF, formula-safe cells), `chunk` rows per read as the download is consumed (`streamBatches`: the first
 * rows are read before the stream is made, so a failing database still answers with an error page; a later failure
 * is logged and cuts the download).
 */
export async function statisticsCsvStream(
  db: Db,
  query: StatisticsQuery,
  logger: Logger,
  chunk = STATISTICS_CSV_CHUNK,
): Promise<ReadableStream<Uint8Array>> {
  async function* text() {
    for (let offset = 0; ; offset += chunk) {
      const rows = await listStatisticsRows(db, query, chunk, offset);
      yield rows.map((row) => line(statisticsCsvCells(query, row))).join("");
      if (rows.length < chunk) return;
    }
  }
  return streamBatches(text(), {
    head: `${CSV_BOM}${line(statisticsCsvHeader(query))}`,
    logger,
    failure: "istatistik CSV'si yazılırken okunamadı",
  });
}
