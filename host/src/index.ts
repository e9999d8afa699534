// The app starts in a chunk of its own (stages.ts, then bootstrap.tsx).
// The server's HTML paints first (issue 8): the app's chunks are fetched and run after the
// browser's next frame, so running them never holds back the first paint (a phone with the
// scripts cached ran them all before painting the page it already had). A tab in the background
// paints no frames: the timer starts the app there.
let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import(/* webpackChunkName: "bootstrap" */ './stages').then((app) => app.startInStages());
};
requestAnimationFrame(() => setTimeout(start, 0));
setTimeout(start, 200);
