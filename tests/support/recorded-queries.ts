import { CompiledQuery, type KyselyPlugin } from "kysely";
import type { Db } from "../../app/utils/db.server.ts";

/**
 * The database, and the SQL and parameters of every query a service runs through it (a Kysely plugin that compiles
 * each query as it passes): to explain the very statements a service runs, not a copy of their SQL.
 */
export function recordingQueries(db: Db): { db: Db; queries: CompiledQuery[] } {
  const queries: CompiledQuery[] = [];
  const recorder: KyselyPlugin = {
    transformQuery({ node, queryId }) {
      queries.push(db.getExecutor().compileQuery(node, queryId));
      return node;
    },
    transformResult: async ({ result }) => result,
  };
  return { db: db.withPlugin(recorder), queries };
}

/** The rows of `explain <options> <query>` for one recorded query, its parameters bound. */
export async function explainQuery<Row>(db: Db, query: CompiledQuery, explain: string): Promise<Row[]> {
  const plan = await db.executeQuery<Row>(CompiledQuery.raw(`${explain} ${query.sql}`, [...query.parameters]));
  return plan.rows;
}
