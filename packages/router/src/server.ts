// What a server render needs of react-router, apart from the browser's router (index.ts): a remote's
// static render of its public pages (e.g. mfe-support/src/server-render.tsx) gives its links a
// location with StaticRouter. Only server bundles import this path.
export { StaticRouter } from 'react-router';
