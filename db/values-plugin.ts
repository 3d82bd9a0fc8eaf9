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
 * Text parameters lose their NUL characters: PostgreSQL refuses them in text and jsonb (a 500 for any visitor who
 * puts %00 in a search or a form), and SQLite drops them too, so both engines hold the same rows.
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
    const value = toParameter(node.value);
    return value === node.value ? node : { ...node, value };
  }

  protected override transformPrimitiveValueList(node: PrimitiveValueListNode): PrimitiveValueListNode {
    return { ...node, values: node.values.map(toParameter) };
  }
}

const NUL = "\u0000";

function toParameter(value: unknown): unknown {
  if (typeof value === "string") return value.includes(NUL) ? value.replaceAll(NUL, "") : value;
  if (!Array.isArray(value)) return value;
  return JSON.stringify(value, (_key, item: unknown) => (typeof item === "string" ? item.replaceAll(NUL, "") : item));
}

function parseJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return [];
  }
}
