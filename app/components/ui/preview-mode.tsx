import { type AnchorHTMLAttributes, createContext, type ReactNode, useContext } from "react";

/** What a page shown by the admin's signed preview says instead of acting. */
export const PREVIEW_MODE_MESSAGES = {
  comments: "Önizlemede yorum yapılamaz",
  link: "Önizlemede bu bağlantı çalışmaz",
} as const;

const PreviewModeContext = createContext(false);

/**
 * Marks a public page as the admin's preview (/onizleme/…): it looks as it will, but does not act.
 * The comment form is replaced by a note and the claim and visit links are inert.
 */
export function PreviewMode({ children }: { children: ReactNode }) {
  return <PreviewModeContext.Provider value={true}>{children}</PreviewModeContext.Provider>;
}

/** Whether the page is shown as the admin's preview. */
export function useIsPreview(): boolean {
  return useContext(PreviewModeContext);
}

/** rel of every outbound casino and promotion link (design §5). */
const SPONSORED_REL = "sponsored nofollow noopener";

/**
 * A link that leaves for a casino ('Bonusu Al', 'Siteyi Ziyaret Et'): a new tab, rel SPONSORED_REL. In a preview it
 * goes nowhere: it keeps its look but has no address (an HTML placeholder link), so the counted claim address is
 * never called.
 */
export function OutboundLink(props: AnchorHTMLAttributes<HTMLAnchorElement> & { href: string }) {
  const preview = useIsPreview();
  if (!preview) return <a target="_blank" rel={SPONSORED_REL} {...props} />;
  const { href: _href, target: _target, rel: _rel, onClick: _onClick, className, ...rest } = props;
  return <a {...rest} title={PREVIEW_MODE_MESSAGES.link} className={`${className ?? ""} cursor-not-allowed`} />;
}
