import { useRef, useState } from "react";

/** The casino filters' suggestions endpoint (routes/resources/casino-names.ts). */
const SUGGESTIONS_PATH = "/api/casinos";
/** A pause in typing before asking, so a fast typist sends one request, not one per letter. */
const TYPING_PAUSE_MS = 150;

/**
 * A casino filter that does not grow with the catalogue: a text field for the casino's name. Without JavaScript
 * the typed name is sent with the form and the server finds the casino (Turkish letters and case aside); with it,
 * a datalist offers the few names that begin with what is typed, asked of the server as one types.
 */
export function CasinoNameField(props: {
  id: string;
  name: string;
  label: string;
  /** The filtered casino's name, or "" for every casino. */
  defaultValue: string;
  placeholder: string;
  classNames: { wrapper: string; label: string; input: string };
}) {
  const listId = `${props.id}-secenekleri`;
  const [names, setNames] = useState<string[]>([]);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latest = useRef(0);

  const suggest = (text: string) => {
    clearTimeout(timer.current);
    if (text.trim() === "") return setNames([]);
    timer.current = setTimeout(async () => {
      const asked = ++latest.current;
      try {
        const response = await fetch(`${SUGGESTIONS_PATH}?q=${encodeURIComponent(text)}`);
        const body = (await response.json()) as { casinos?: { name: string }[] };
        // An older answer arriving after a newer one must not replace it.
        if (asked === latest.current) setNames((body.casinos ?? []).map((casino) => casino.name));
      } catch {
        // No suggestions; the typed name still works when the form is sent.
      }
    }, TYPING_PAUSE_MS);
  };

  return (
    <div className={props.classNames.wrapper}>
      <label htmlFor={props.id} className={props.classNames.label}>
        {props.label}
      </label>
      <input
        id={props.id}
        type="text"
        name={props.name}
        list={listId}
        defaultValue={props.defaultValue}
        placeholder={props.placeholder}
        maxLength={100}
        autoComplete="off"
        onInput={(event) => suggest(event.currentTarget.value)}
        className={props.classNames.input}
      />
      <datalist id={listId}>
        {names.map((name) => (
          <option key={name} value={name} />
        ))}
      </datalist>
    </div>
  );
}
