// The app's code, evaluated in stages (Total Blocking Time on a phone). Every module of
// the app arrives together (this file's chunk group holds them all: the imports below are `eager`,
// so they add no request), but evaluating them in one go held a phone's main thread for ~200 ms
// (4× CPU), and a tap on the server's HTML waited that long. Here react-dom, the shared packages
// and the route table (the pages) are each evaluated in a task of their own, the
// browser free to handle input between them; then the app starts (bootstrap.tsx).
// Only modules whose exports are all used anyway are imported whole here (the shared singletons
// are bundled whole regardless): a namespace import keeps every export of the module.
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

export async function startInStages(): Promise<void> {
  await import(/* webpackMode: "eager" */ 'react-dom/client');
  await nextTask();
  await import(/* webpackMode: "eager" */ '@portal/router');
  await nextTask();
  await Promise.all([
    import(/* webpackMode: "eager" */ '@portal/api-client'),
    import(/* webpackMode: "eager" */ '@portal/session-store'),
  ]);
  await nextTask();
  await import(/* webpackMode: "eager" */ './app/routes');
  await nextTask();
  await import(/* webpackMode: "eager" */ './bootstrap');
}
