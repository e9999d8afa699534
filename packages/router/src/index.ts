// The portal's router: the part of react-router the host and the remotes use, and nothing else
// (issue 8). Module Federation shares a package whole: shared as react-router-dom, all of
// react-router (its server, RSC, cookie and session code included) reached every first visit,
// 58 KB gzip. Shared as this package, one singleton (the host and the remotes must meet one
// router context), webpack keeps only what is exported here.
// A name a remote needs and this file lacks fails its typecheck; add it here, in the host's
// release first (the singleton is the host's copy).
// The server-render bundle (no federation) imports react-router's static rendering directly.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  ScrollRestoration,
  createBrowserRouter,
  createMemoryRouter,
  matchRoutes,
  redirect,
  useLocation,
  useMatches,
  useNavigate,
  useParams,
} from 'react-router';
export type { HydrationState, RouteObject } from 'react-router';
// the DOM router provider (updates in flushSync), as react-router-dom exports it
export { RouterProvider } from 'react-router/dom';
