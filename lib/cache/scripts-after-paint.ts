/**
 * A visitor's public page fetches and runs Next's scripts after it has painted (issue 14,
 * largest paint).
 *
 * Next gives each chunk of the page's JavaScript a `<script async>` (and the first one a
 * preload): the browser fetches them beside the stylesheet and the cover image and runs each as
 * soon as it arrives, often before the first paint. On a phone that compiles 160 kB of framework
 * code, the page then shows nothing until that is done, and Lighthouse counted every such script
 * into the largest paint: 2.3–2.6 s on its simulated slow phone, against 0.9–1.1 s for the page
 * alone. Its simulated time to interactive stayed 2.5–2.8 s either way, as the scripts no longer
 * share the line with the stylesheet and the image.
 *
 * So the page cache rewrites a visitor's page once, when it keeps it: a small inline script adds
 * the chunks after the first contentful paint and after the page's high-priority images (a
 * course cover, the largest element) are decoded and painted. A hidden tab, or a browser that
 * cannot report paints, starts them at once; a page that never reports a paint, after 3 s. Until
 * React has hydrated, the page reads, scrolls and follows its links; its buttons wait, as before.
 */

// React's markup for each of Next's chunks (src, then async, self-closed by </script>).
const ASYNC_CHUNK = /<script src="(\/_next\/static\/[^"<>]+\.js)" async=""><\/script>/g;
const PRELOAD = /<link rel="preload" as="script" fetchPriority="low" href="([^"<>]+)"\/>/g;

// ES5 on purpose: it runs before any polyfill.
const LOADER = `(function (sources) {
  var started = false;
  function run() {
    if (started) return;
    started = true;
    sources.forEach(function (src) {
      var script = document.createElement("script");
      script.src = src;
      script.async = true;
      document.head.appendChild(script);
    });
  }
  function painted(image) {
    return image.decode().catch(function () {}).then(function () {
      return new Promise(function (resolve) {
        requestAnimationFrame(function () { requestAnimationFrame(resolve); });
      });
    });
  }
  var Observer = window.PerformanceObserver;
  var types = Observer && Observer.supportedEntryTypes;
  if (document.visibilityState !== "visible" || !types || types.indexOf("paint") < 0) return run();
  setTimeout(run, 3000);
  new Observer(function (list, observer) {
    if (list.getEntriesByName("first-contentful-paint").length === 0) return;
    observer.disconnect();
    var images = [].slice.call(document.querySelectorAll('img[fetchpriority="high"]'));
    Promise.all(images.map(painted)).then(function () { setTimeout(run, 0); });
  }).observe({ type: "paint", buffered: true });
})`;

/** The page with Next's chunk scripts started after its first paint; unchanged when it has none. */
export function runScriptsAfterFirstPaint(html: string): string {
  const sources: string[] = [];
  const rest = html.replace(ASYNC_CHUNK, (_tag, src: string) => {
    sources.push(src);
    return "";
  });
  // Next's own preload of the first chunk goes too: a script fetched before the paint counts into it.
  const page = rest.replace(PRELOAD, (tag, src: string) => (sources.includes(src) ? "" : tag));
  const bodyEnd = page.lastIndexOf("</body>");
  if (sources.length === 0 || bodyEnd < 0) return html;
  // The addresses hold no `<` (ASYNC_CHUNK), so the list cannot close the <script>.
  const loader = `<script>${LOADER}(${JSON.stringify(sources)});</script>`;
  return page.slice(0, bodyEnd) + loader + page.slice(bodyEnd);
}
