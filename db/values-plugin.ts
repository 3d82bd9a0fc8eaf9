import {
  type KyselyPlugin,
  OperationNodeTransformer,
  type PluginTransformQueryArgs,
  type PluginTransformResultArgs,
  type PrimitiveValueListNode,
  type QueryResult,
  type RootOperationNode,
  type UnknownRow,
  type ValueNode,
} from "kysely";
import type { Engine } from "./engine.ts";
import { BOOLEAN_COLUMNS, JSON_COLUMNS } from "./schema.ts";

/**
 * Makes both engines look the same to the application: timestamps come out as ISO strings, booleans as
 * booleans and JSON columns as values; arrays written as parameters are sent as JSON (for jsonb and SQLite text).
 */
export class ValuesPlugin implements KyselyPlugin {
  readonly #engine: Engine;
  readonly #transformer = new JsonParameterTransformer();

  constructor(engine: Engine) {
    this.#engine = engine;
  }

  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    return this.#transformer.transformNode(args.node);
  }

  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    const rows = args.result.rows;
    for (const row of rows) this.#normaliseRow(row);
    return args.result;
  }

  #normaliseRow(row: UnknownRow) {
    for (const key of Object.keys(row)) {
      const value = row[key];
      if (value instanceof Date) {
        row[key] = value.toISOString();
      } else if (typeof value === "number" && this.#engine === "sqlite" && BOOLEAN_COLUMNS.has(key)) {
        row[key] = value !== 0;
      } else if (typeof value === "string" && JSON_COLUMNS.has(key)) {
        row[key] = parseJson(value);
      }
    }
  }
}

class JsonParameterTransformer extends OperationNodeTransformer {
  protected override transformValue(node: ValueNode): ValueNode {
    return Array.isArray(node.value) ? { ...node, value: JSON.stringify(node.value) } : node;
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map((v) => (Array.isArray(v) ? JSON.stringify(v) : v)) };
  }
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}
