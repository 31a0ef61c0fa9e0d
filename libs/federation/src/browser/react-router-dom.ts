/**
 * What the front ends use of react-router-dom, shared as the one router singleton instead of
 * the package itself. A shared module is shipped whole, and react-router 7 ships data routers,
 * sessions, cookies and server rendering we never load; re-exporting only the names we use
 * lets the bundler drop the rest. The build fails on an import that is not listed here: add it.
 * `Link` and `NavLink` are our lean ones (see router-links.ts).
 */
export { Link, NavLink } from './router-links';
export {
  BrowserRouter,
  createSearchParams,
  generatePath,
  matchPath,
  Navigate,
  Outlet,
  Route,
  Routes,
  useHref,
  useInRouterContext,
  useLocation,
  useMatch,
  useNavigate,
  useParams,
  useResolvedPath,
  useSearchParams,
} from 'react-router';
