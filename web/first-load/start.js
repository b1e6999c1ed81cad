// index.html runs this before the entry script (web/first-load/plugin.ts puts it there, and the
// Content-Security-Policy allows it by its hash: shared/src/security-headers.ts). It reads the
// build's route table from the data block above it and starts what the page at this address needs
// without waiting for the entry: the lazy chunks that will draw it (modulepreload, just after the
// first paint) and, signed in, the API answers it will ask for first, kept for the app's API
// client (web/src/lib/early-answers.ts). It holds no build-specific text, so its hash stays the
// same from build to build.
(() => {
  const table = JSON.parse(document.getElementById('first-load-routes').textContent);
  const signedIn = document.cookie.split(/;\s*/).some((entry) => entry.startsWith(table.hint));
  const segments = (window.location.pathname.replace(/\/+$/, '') || '/').split('/');
  let params = {};
  const route = table.routes.find(([path]) => {
    const pattern = path.split('/');
    if (pattern.length !== segments.length) return false;
    params = {};
    return pattern.every((part, index) => {
      if (!part.startsWith(':')) return part === segments[index];
      params[part] = segments[index];
      return segments[index] !== '';
    });
  });
  const [, signedInFiles, signedOutFiles, signedInApi] = route ?? ['', table.unknown, table.unknown, []];
  // After the first paint (index.html's spinner), which then waits for nothing but the page.
  requestAnimationFrame(() =>
    setTimeout(() => {
      for (const file of signedIn ? signedInFiles : signedOutFiles) {
        const link = document.createElement('link');
        link.rel = 'modulepreload';
        link.href = table.files[file];
        document.head.appendChild(link);
      }
    }),
  );
  if (!signedIn) return;
  const early = {};
  for (const path of ['/api/auth/user', ...signedInApi]) {
    const url = path.replace(/:\w+/g, (param) => params[param]);
    early[url] = fetch(url, { credentials: 'include', headers: { Accept: 'application/json' } });
    // The app takes the answer, failure included; until then a failure is not an unhandled one.
    early[url].catch(() => {});
  }
  window.lienminderEarlyAnswers = { startedAt: performance.now(), answers: early };
})();
