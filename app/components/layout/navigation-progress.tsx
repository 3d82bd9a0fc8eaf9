import { useNavigation } from "react-router";

/** The loading state of every public page: a thin bar under the header while the next page's data loads. */
export function NavigationProgress() {
  const navigation = useNavigation();
  const loading = navigation.state === "loading";
  return (
    <div
      className={`fixed inset-x-0 top-16 z-40 h-1 overflow-hidden transition-opacity duration-200 ${loading ? "opacity-100" : "opacity-0"}`}
    >
      {loading ? (
        <>
          <div className="h-full w-1/3 animate-pulse bg-accent" />
          <span role="status" className="sr-only">
            Yükleniyor...
          </span>
        </>
      ) : null}
    </div>
  );
}
