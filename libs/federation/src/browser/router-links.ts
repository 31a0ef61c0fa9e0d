/**
 * `Link` and `NavLink` as the front ends use them: an anchor whose click navigates in the page.
 * react-router's own carry route-module prefetching, view transitions and route discovery for
 * framework mode, which a declarative `BrowserRouter` never uses but every first view downloaded
 * (about 2 kB gzipped). Same props for what we use (`to`, `replace`, `state`, `target`, `end`,
 * anchor attributes), same markup (`aria-current="page"` and the `active` class on the current
 * link). Component tests run react-router's own; the browser tests (shell, find-jobs) check
 * these on the built site: the current link, navigation without a reload.
 */
import { createElement, forwardRef, type AnchorHTMLAttributes, type MouseEvent } from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router';

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
  const navigateOnClick = useLinkClickHandler<HTMLAnchorElement>(to, { replace, state, target });
  const handleClick = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!event.defaultPrevented) navigateOnClick(event);
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
