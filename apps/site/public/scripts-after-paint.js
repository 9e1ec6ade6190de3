// A prerendered page's module script, asked for once the page has painted (prerender/
// prerenderPages.ts, `scriptsAfterFirstPaint`). The page reads from its HTML and style sheets alone;
// its scripts only take it over. Asked for by the HTML, the first load's thirty-odd chunks take the
// slow link's bandwidth from the style sheets the first paint waits for, and on a fast one they
// arrive and compile while the first layout runs, on the same cores. The script tag names the entry
// (`data-entry`); the chunks come as the module graph asks for them.
(function (tag) {
  var started = false;
  function load() {
    if (started) return;
    started = true;
    var entry = document.createElement('script');
    entry.type = 'module';
    entry.crossOrigin = 'anonymous';
    entry.src = tag.getAttribute('data-entry');
    document.head.appendChild(entry);
  }
  // A page not on screen paints nothing to wait for; nor does a browser that cannot tell.
  if (document.visibilityState !== 'visible' || typeof PerformanceObserver !== 'function')
    return load();
  // Told in a task of its own once the paint is on screen (an animation frame's callback would put
  // this script into the task that lays the page out, and make that task wait for it), or at once if
  // the page painted before this script arrived.
  new PerformanceObserver(function (_entries, observer) {
    observer.disconnect();
    load();
  }).observe({ type: 'paint', buffered: true });
  // A browser that holds its frames back (a headless one drawing none) still gets the page.
  setTimeout(load, 1000);
})(document.currentScript);
