/**
 * `Link` and `NavLink` as the front ends use them: an anchor whose click navigates in the page.
 * Same props as react-router's for what we use (`to`, `replace`, `state`, `target`, `end`,
 * anchor attributes), same markup (`aria-current="page"` and the `active` class on the current
 * link). The browser tests (shell, find-jobs) check them on the built site: the current link,
 * navigation without a reload.
 */
import { createElement, forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { createPath, useHref, useLocation, useNavigate, useResolvedPath, type To } from './router';

export interface LinkProps extends Omit<AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  to: To;
  replace?: boolean;
  state?: unknown;
}

export interface NavLinkProps extends LinkProps {
  /** Current only on this exact path, not on the paths below it. */
  end?: boolean;
}

// A scheme (`https:`, `mailto:`) or a protocol-relative `//host`: another document, not a route.
const otherDocument = /^(?:[a-z][a-z0-9+.-]*:|\/\/)/i;

export const Link = forwardRef<HTMLAnchorElement, LinkProps>(function Link({ to, replace, state, target, onClick, ...rest }, ref) {
  const external = typeof to === 'string' && otherDocument.test(to);
  const href = useHref(to);
  const location = useLocation();
  const navigate = useNavigate();
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    // A click the browser should handle itself: another button, a modifier key (a new tab), another frame.
    const ownFrame = !target || target === '_self';
    if (event.defaultPrevented || event.button !== 0 || !ownFrame || event.metaKey || event.altKey || event.ctrlKey || event.shiftKey) return;
    event.preventDefault();
    // Following a link to the page already shown replaces it, as react-router does, instead of stacking a copy.
    navigate(to, { replace: replace ?? createPath(location) === href, state });
  };
  return createElement('a', {
    ...rest,
    ref,
    target,
    href: external ? (to as string) : href,
    onClick: external ? onClick : handleClick,
  });
});

/** The same rule as react-router's: the path itself, or a path below it unless `end`. */
const isCurrentPath = (current: string, linked: string, end: boolean) => {
  if (current === linked) return true;
  if (end || linked === '/') return false;
  const prefix = linked.endsWith('/') ? linked : `${linked}/`;
  return current.startsWith(prefix);
};

export const NavLink = forwardRef<HTMLAnchorElement, NavLinkProps>(function NavLink({ end = false, className, ...rest }, ref) {
  const { pathname } = useLocation();
  const linked = useResolvedPath(rest.to).pathname;
  const current = isCurrentPath(pathname, linked, end);
  return createElement(Link, {
    ...rest,
    ref,
    'aria-current': current ? 'page' : undefined,
    className: [className, current ? 'active' : undefined].filter(Boolean).join(' ') || undefined,
  });
});
