// The app starts in a chunk of its own (stages.ts, then bootstrap.tsx).
// The server's HTML paints first: the app's chunks are fetched and run once the browser
// has painted the page's content (its first contentful paint), so running them never holds back
// that paint (a phone with the scripts cached ran them all before painting the page it already
// had). A frame is not enough: the first one after the HTML may paint nothing yet, and then the
// scripts ran first one load in three. A tab in the background paints nothing: a timer starts the
// app there, and in a browser without paint timing.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "bootstrap" */ './stages').then((app) => app.startInStages());
};
const afterPaint = () => setTimeout(start, 0);
const contentful = (entries: PerformanceEntryList) =>
  entries.some((entry) => entry.name === 'first-contentful-paint');

if (!document.getElementById('root')?.hasAttribute('data-ssr')) {
  // no server HTML (the dev server): nothing to paint first
  start();
} else if (
  typeof PerformanceObserver !== 'undefined' &&
  PerformanceObserver.supportedEntryTypes?.includes('paint')
) {
  const observer = new PerformanceObserver((list) => {
    if (!contentful(list.getEntries())) return;
    observer.disconnect();
    afterPaint();
  });
  observer.observe({ type: 'paint', buffered: true });
  setTimeout(start, 1000);
} else {
  requestAnimationFrame(afterPaint);
  setTimeout(start, 200);
}
