/**
 * The front ends' router: what they use of react-router's declarative API, and nothing else.
 * react-router 7 carries data routers, framework mode and their helpers into every first view
 * (8 kB gzipped after trimming); this is the part we use. Same names and behaviour as
 * react-router's for what we use (index.ts lists it):
 *
 * - One flat `<Routes>` of absolute paths (`/jobs/:id`, `*`), ranked as react-router ranks them
 *   (a static segment before a `:param`, before a `*`), matched ignoring case and a trailing slash.
 * - Navigations are transitions, as in react-router 7: a page whose code is still loading keeps
 *   the page before it on screen instead of a fallback.
 * - A location's `state` and `key` live in `history.state` (`usr`, `key`), as react-router keeps them.
 */
import {
  Children,
  createContext,
  createElement,
  Fragment,
  isValidElement,
  startTransition,
  useCallback,
  useContext,
  useEffect,
  useMemo,
  useState,
  type ReactElement,
  type ReactNode,
} from 'react';

export interface Path {
  pathname: string;
  search: string;
  hash: string;
}

export interface Location extends Path {
  state: unknown;
  key: string;
}

/** Where to go: a path (`/jobs?q=driver`, `?page=2`) or its parts. */
export type To = string | Partial<Path>;

export interface NavigateOptions {
  replace?: boolean;
  state?: unknown;
}

export interface NavigateFunction {
  (to: To, options?: NavigateOptions): void;
  (delta: number): void;
}

export type Params = Readonly<Record<string, string | undefined>>;

export type URLSearchParamsInit = string | [string, string][] | Record<string, string | string[]> | URLSearchParams;

export type SetURLSearchParams = (
  next?: URLSearchParamsInit | ((current: URLSearchParams) => URLSearchParamsInit),
  options?: NavigateOptions,
) => void;

interface RouterState {
  location: Location;
  navigate: NavigateFunction;
}

const RouterContext = createContext<RouterState | null>(null);
const RouteParamsContext = createContext<Params>({});

const useRouter = (user: string): RouterState => {
  const router = useContext(RouterContext);
  if (!router) throw new Error(`${user} may be used only inside a <BrowserRouter> or <StaticRouter>`);
  return router;
};

export const parsePath = (path: string): Partial<Path> => {
  const parts: Partial<Path> = {};
  let rest = path;
  const hashAt = rest.indexOf('#');
  if (hashAt >= 0) {
    parts.hash = rest.slice(hashAt);
    rest = rest.slice(0, hashAt);
  }
  const searchAt = rest.indexOf('?');
  if (searchAt >= 0) {
    parts.search = rest.slice(searchAt);
    rest = rest.slice(0, searchAt);
  }
  if (rest) parts.pathname = rest;
  return parts;
};

export const createPath = ({ pathname = '/', search = '', hash = '' }: Partial<Path>): string =>
  `${pathname}${search && search !== '?' ? (search.startsWith('?') ? search : `?${search}`) : ''}${hash && hash !== '#' ? (hash.startsWith('#') ? hash : `#${hash}`) : ''}`;

/** `to` from the current path: absolute, or relative to it (`?q=`, `#x`, `next`, `..`). */
export const resolveTo = (to: To, fromPathname: string): Path => {
  const parts = typeof to === 'string' ? parsePath(to) : to;
  const target = parts.pathname;
  let pathname = fromPathname;
  if (target) {
    const segments = target.startsWith('/') ? [] : fromPathname.split('/').filter(Boolean);
    for (const segment of target.split('/')) {
      if (segment === '..') segments.pop();
      else if (segment && segment !== '.') segments.push(segment);
    }
    pathname = `/${segments.join('/')}`;
  }
  return { pathname, search: parts.search ?? '', hash: parts.hash ?? '' };
};

export const createSearchParams = (init: URLSearchParamsInit = ''): URLSearchParams =>
  new URLSearchParams(
    typeof init === 'string' || Array.isArray(init) || init instanceof URLSearchParams
      ? init
      : Object.entries(init).flatMap(([name, value]): [string, string][] => (Array.isArray(value) ? value.map((one) => [name, one]) : [[name, value]])),
  );

const routerProvider = (state: RouterState, children: ReactNode) => createElement(RouterContext.Provider, { value: state }, children);

const browserLocation = (): Location => {
  const { pathname, search, hash } = window.location;
  const saved = window.history.state as { usr?: unknown; key?: string } | null;
  return { pathname, search, hash, state: saved?.usr ?? null, key: saved?.key ?? 'default' };
};

/** The browser's address bar and history. */
export const BrowserRouter = ({ children }: { children?: ReactNode }) => {
  const [location, setLocation] = useState(browserLocation);
  useEffect(() => {
    const onPop = () => startTransition(() => setLocation(browserLocation()));
    window.addEventListener('popstate', onPop);
    return () => window.removeEventListener('popstate', onPop);
  }, []);
  const navigate = useCallback<NavigateFunction>((to: To | number, options: NavigateOptions = {}) => {
    if (typeof to === 'number') {
      window.history.go(to);
      return;
    }
    const entry = { usr: options.state ?? null, key: Math.random().toString(36).slice(2, 10) };
    const href = createPath(resolveTo(to, window.location.pathname));
    if (options.replace) window.history.replaceState(entry, '', href);
    else window.history.pushState(entry, '', href);
    startTransition(() => setLocation(browserLocation()));
  }, []);
  const state = useMemo(() => ({ location, navigate }), [location, navigate]);
  return routerProvider(state, children);
};

const refuseNavigation: NavigateFunction = () => {
  throw new Error('A page rendered on the server cannot navigate: it is one fixed address');
};

/** One fixed address: a page rendered on the server. */
export const StaticRouter = ({ location, children }: { location: string; children?: ReactNode }) => {
  const state = useMemo(() => {
    const { pathname = '/', search = '', hash = '' } = parsePath(location);
    return { location: { pathname, search, hash, state: null, key: 'default' }, navigate: refuseNavigation };
  }, [location]);
  return routerProvider(state, children);
};

export interface RouteProps {
  /** An absolute path of the page table (`/jobs/:id`), or `*` for any other. */
  path: string;
  element: ReactNode;
}

/** One of the `<Routes>`: it renders nothing itself. */
export const Route = (_props: RouteProps): ReactElement | null => {
  throw new Error('A <Route> is only ever used as a child of <Routes>');
};

interface CompiledRoute {
  matcher: RegExp;
  names: string[];
  score: number;
}

/** react-router's ranking: more segments first; a static one 10, a `:param` 3, an empty one 1, a `*` −2. */
const scoreOf = (path: string) => {
  const segments = path.split('/');
  return segments.reduce(
    (score, segment) => (segment === '*' ? score - 2 : score + (segment.startsWith(':') ? 3 : segment === '' ? 1 : 10)),
    segments.length,
  );
};

/** Each path's pattern, made once: the same routes are matched again on every navigation. */
const compiledPaths = new Map<string, CompiledRoute>();

const compile = (path: string): CompiledRoute => {
  const known = compiledPaths.get(path);
  if (known) return known;
  const names: string[] = [];
  const splat = path === '*' || path.endsWith('/*');
  const pattern = (splat ? path.replace(/\/?\*$/, '') : path)
    .replace(/^\/*/, '/')
    .replace(/\/+$/, '')
    .replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
    .replace(/\/:([\w-]+)/g, (_match, name: string) => {
      names.push(name);
      return '/([^\\/]+)';
    });
  if (splat) names.push('*');
  const ending = splat ? '(?:\\/(.+)|\\/*)$' : '\\/*$';
  const compiled = { matcher: new RegExp(`^${pattern}${ending}`, 'i'), names, score: scoreOf(path) };
  compiledPaths.set(path, compiled);
  return compiled;
};

const decodeParam = (value: string) => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * Which of `paths` a pathname shows: the best-ranked one it matches (ties: the first listed),
 * with its `:params` decoded and `*` holding the rest; null when none matches.
 */
export const matchRoutes = (paths: readonly string[], pathname: string): { index: number; params: Params } | null => {
  const ranked = paths.map((path, index) => ({ ...compile(path), index })).sort((a, b) => b.score - a.score || a.index - b.index);
  for (const route of ranked) {
    const found = route.matcher.exec(pathname);
    if (!found) continue;
    const params = Object.fromEntries(
      route.names.map((name, i) => [name, found[i + 1] === undefined ? (name === '*' ? '' : undefined) : decodeParam(found[i + 1])]),
    );
    return { index: route.index, params };
  }
  return null;
};

const routesOf = (children: ReactNode): RouteProps[] =>
  Children.toArray(children).flatMap((child) => {
    if (!isValidElement<{ children?: ReactNode } & Partial<RouteProps>>(child)) return [];
    if (child.type === Fragment) return routesOf(child.props.children);
    if (child.type !== Route || child.props.path === undefined) throw new Error('<Routes> takes only <Route path element> children');
    return [{ path: child.props.path, element: child.props.element }];
  });

/** The element of the best-ranked route matching the address, with its `:params`. */
export const Routes = ({ children }: { children?: ReactNode }) => {
  const { pathname } = useRouter('<Routes>').location;
  const routes = routesOf(children);
  const match = matchRoutes(
    routes.map((route) => route.path),
    pathname,
  );
  return match ? createElement(RouteParamsContext.Provider, { value: match.params }, routes[match.index].element) : null;
};

export const useLocation = (): Location => useRouter('useLocation()').location;

export const useNavigate = (): NavigateFunction => useRouter('useNavigate()').navigate;

export const useParams = (): Params => useContext(RouteParamsContext);

export const useResolvedPath = (to: To): Path => {
  const { pathname } = useLocation();
  const path = typeof to === 'string' ? to : createPath(to);
  return useMemo(() => resolveTo(path, pathname), [path, pathname]);
};

export const useHref = (to: To): string => createPath(useResolvedPath(to));

/** The address's query, and a setter that navigates to the same page with another one. */
export const useSearchParams = (): [URLSearchParams, SetURLSearchParams] => {
  const { location, navigate } = useRouter('useSearchParams()');
  const searchParams = useMemo(() => new URLSearchParams(location.search), [location.search]);
  const setSearchParams = useCallback<SetURLSearchParams>(
    (next, options) => {
      const init = typeof next === 'function' ? next(new URLSearchParams(searchParams)) : next;
      navigate(`?${createSearchParams(init).toString()}`, options);
    },
    [navigate, searchParams],
  );
  return [searchParams, setSearchParams];
};

/** Goes to `to` once rendered (a redirect). */
export const Navigate = ({ to, replace, state }: { to: To } & NavigateOptions): null => {
  const navigate = useNavigate();
  const path = typeof to === 'string' ? to : createPath(to);
  useEffect(() => {
    navigate(path, { replace, state });
  }, [navigate, path, replace, state]);
  return null;
};
