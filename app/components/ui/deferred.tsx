import { type ComponentType, Suspense, use } from "react";

const loadingOnServer: Promise<unknown>[] = [];

/** Resolves once the server holds every deferred component's module: entry.server.tsx renders no page before. */
export async function deferredModulesLoaded(): Promise<void> {
  await Promise.all(loadingOnServer);
}

/**
 * A component whose code the browser fetches only when a page renders it, after the scripts the page loads first
 * (issue #12). The server loads the module when it starts, so its HTML always holds the whole
 * component, a no-JavaScript form included; the browser keeps that HTML in place and hydrates it once the code has
 * arrived (React replays a click made before). On a client-side navigation the part appears when its code is there.
 */
export function deferred<Props extends object>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<unknown> | undefined;
  const start = () => {
    loading ??= load().then((component) => {
      loaded = component;
    });
    return loading;
  };
  if (import.meta.env.SSR) loadingOnServer.push(start());

  function Loaded(props: Props) {
    if (!loaded) use(start());
    const Component = loaded as ComponentType<Props>;
    return <Component {...props} />;
  }
  return function Deferred(props: Props) {
    return (
      <Suspense fallback={null}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}
