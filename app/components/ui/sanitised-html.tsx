/**
 * Rich text the server has already sanitised (sanitizeRichText, before storing and again in the service the loader
 * calls), shown as HTML in the site's prose style. The one place the public pages set inner HTML.
 */
export function SanitisedHtml(props: { html: string; className: string }) {
  return (
    <div
      className={`prose-content ${props.className}`}
      // biome-ignore lint/security/noDangerouslySetInnerHtml: callers pass only HTML sanitised on the server (see above)
      dangerouslySetInnerHTML={{ __html: props.html }}
    />
  );
}
