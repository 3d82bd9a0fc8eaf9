/** One row of a `ReviewTable`: its heading cell (the first, a row header) and the rest as `<td>`s. */
export interface ReviewRow {
  key: string | number;
  head: React.ReactNode;
  cells: React.ReactNode;
}

/**
 * A table to look over before confirming (the AI's proposed changes, a CSV file's rows): a caption for screen
 * readers, the column headings, and rows each headed by their first cell. `dense` spaces it for a dialog.
 */
export function ReviewTable(props: {
  caption: string;
  columns: readonly string[];
  rows: readonly ReviewRow[];
  dense?: boolean;
  className: string;
}) {
  const vertical = props.dense ? "py-1" : "py-2";
  const cell = props.dense ? "py-1 pr-2" : "py-2 pr-3";
  const last = props.columns.length - 1;
  return (
    <table className={props.className}>
      <caption className="sr-only">{props.caption}</caption>
      <thead>
        <tr className="border-b border-slate-200">
          {props.columns.map((column, index) => (
            <th key={column} scope="col" className={index === last ? vertical : cell}>
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {props.rows.map((row) => (
          <tr key={row.key} className="border-b border-slate-100 align-top">
            <th scope="row" className={`${cell} font-semibold`}>
              {row.head}
            </th>
            {row.cells}
          </tr>
        ))}
      </tbody>
    </table>
  );
}
