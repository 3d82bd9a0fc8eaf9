/**
 * A select's options: a value → Turkish label table, or `[value, label]` pairs in their order, after an empty
 * choice labelled `empty` when given ('Tümü', 'Belirtilmedi').
 */
export function LabelOptions(props: {
  labels: Readonly<Record<string, string>> | ReadonlyArray<readonly [value: string | number, label: string]>;
  empty?: string;
}) {
  const pairs = Array.isArray(props.labels) ? props.labels : Object.entries(props.labels);
  return (
    <>
      {props.empty === undefined ? null : <option value="">{props.empty}</option>}
      {pairs.map(([value, label]) => (
        <option key={value} value={value}>
          {label}
        </option>
      ))}
    </>
  );
}
