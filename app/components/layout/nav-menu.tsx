import { NavLink } from "react-router";

/** A menu link; a header item may carry one level of `items` ('Menüler'). */
export interface MenuLink {
  label: string;
  to: string;
  items?: MenuLink[];
}

/**
 * A menu of links as a labelled `<nav>` list: the site header's, the mobile drawer's, the footer's and the admin
 * sidebar's. `linkClassName` styles a link by whether it is the current page's; the home link ('/') is current only
 * there. An item with `items` opens them as a `<details>` disclosure (`disclosure`, the header: works without
 * JavaScript, its own link first in it) or lists them indented below it (the drawer).
 */
export function NavMenu(props: {
  label: string;
  className?: string;
  listClassName: string;
  links: readonly MenuLink[];
  linkClassName: (current: boolean) => string;
  disclosure?: boolean;
  /** Called when a link is followed (the header scrolls to the top, the drawer closes). */
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={props.label} className={props.className}>
      <MenuList {...props} />
    </nav>
  );
}

function MenuList(props: Parameters<typeof NavMenu>[0]) {
  return (
    <ul className={props.listClassName}>
      {props.links.map((link, index) => (
        // The server's list, never reordered here; two items may share a label and an address.
        // biome-ignore lint/suspicious/noArrayIndexKey: see above
        <li key={index}>
          {link.items && props.disclosure ? (
            <details className="relative">
              <summary className={`cursor-pointer ${props.linkClassName(false)}`}>{link.label}</summary>
              <MenuList {...props} links={[{ ...link, items: undefined }, ...link.items]} listClassName="nav-submenu" />
            </details>
          ) : (
            <NavLink
              to={link.to}
              end={link.to === "/"}
              onClick={(event) => {
                event.currentTarget.closest("details")?.removeAttribute("open");
                props.onNavigate?.();
              }}
              className={({ isActive }) => props.linkClassName(isActive)}
            >
              {link.label}
            </NavLink>
          )}
          {link.items && !props.disclosure && <MenuList {...props} links={link.items} listClassName="nav-sublist" />}
        </li>
      ))}
    </ul>
  );
}
