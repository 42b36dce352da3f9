// The browser's entry: a few hundred bytes. A server-rendered page is complete and usable before any JavaScript runs,
// so the app's code (React, the router, the page's own chunk: main.tsx) starts downloading only once that page has
// been painted. On a phone's connection it then no longer competes with the page's HTML, pictures and fonts for the
// first paint. The admin area arrives as an empty shell and starts at once.
import './styles.css';

let started = false;
const start = () => {
  if (started) return;
  started = true;
  void import('./main');
};

if (document.getElementById('ssr-data')) {
  // After the next frame has been drawn (a timer set in an animation frame runs after that frame's paint). A tab
  // opened in the background draws no frames: the timer below starts the app there anyway.
  requestAnimationFrame(() => setTimeout(start, 0));
  setTimeout(start, 2000);
} else {
  start();
}
