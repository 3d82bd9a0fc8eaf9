import { NavLink } from "react-router";

/**
 * A menu of links as a labelled `<nav>` list: the site header's, the mobile drawer's and the admin sidebar's.
 * `linkClassName` styles a link by whether it is the current page's; the home link ('/') is current only there.
 */
export function NavMenu(props: {
  label: string;
  className?: string;
  listClassName: string;
  links: readonly { to: string; label: string }[];
  linkClassName: (current: boolean) => string;
  /** Called when a link is followed (the header scrolls to the top, the drawer closes). */
  onNavigate?: () => void;
}) {
  return (
    <nav aria-label={props.label} className={props.className}>
      <ul className={props.listClassName}>
        {props.links.map((link) => (
          <li key={link.to}>
            <NavLink
              to={link.to}
              end={link.to === "/"}
              onClick={props.onNavigate}
              className={({ isActive }) => props.linkClassName(isActive)}
            >
              {link.label}
            </NavLink>
          </li>
        ))}
      </ul>
    </nav>
  );
}
