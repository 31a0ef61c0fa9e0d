/**
 * What the front ends use of react-router-dom, and the one router singleton they share. Every
 * `import ... from 'react-router-dom'` resolves here (tsconfig paths, the builds' shared modules),
 * so the types are checked against this implementation: our own router (router.ts) and links
 * (router-links.ts), with react-router's names and behaviour for what we use. The build fails on
 * an import that is not listed here.
 */
export { Link, NavLink, type LinkProps, type NavLinkProps } from './links';
export {
  BrowserRouter,
  Navigate,
  Route,
  Routes,
  StaticRouter,
  useHref,
  useLocation,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
  type Location,
  type NavigateFunction,
  type NavigateOptions,
  type Params,
  type Path,
  type SetURLSearchParams,
  type To,
  type URLSearchParamsInit,
} from './router';
