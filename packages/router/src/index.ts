// The portal's router: the part of react-router the host and the remotes use, and nothing else.
// Module Federation shares a package whole: shared as react-router-dom, all of
// react-router (its server, RSC, cookie and session code included) reached every first visit,
// 58 KB gzip. Shared as this package, one singleton (the host and the remotes must meet one
// router context), webpack keeps only what is exported here.
// Declarative routing only: the data router (createBrowserRouter, loaders, RouterProvider) is
// 18 KB gzip more on every first visit, for what the host does in a few lines (app/routes.tsx:
// redirects, the remotes' freshness before a page commits, titles; features/shell: scroll).
// A name a remote needs and this file lacks fails its typecheck; add it here, in the host's
// release first (the singleton is the host's copy).
// The server-render bundles (no federation) import StaticRouter from ./server.
export {
  BrowserRouter,
  Link,
  MemoryRouter,
  NavLink,
  Navigate,
  Outlet,
  Route,
  Routes,
  matchRoutes,
  useLocation,
  useNavigate,
  useNavigationType,
  useParams,
  useRoutes,
} from 'react-router';
export type { RouteObject } from 'react-router';
