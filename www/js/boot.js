// The page's one classic script, run before its modules: if they fail to
// load, nothing of the game runs, and the page would stay blank for good.
// That happens on a dropped connection, and in browsers that abort the
// requests a service worker was answering when it is stopped mid-load. A
// module's load is not retried by the browser (a failed import stays failed
// in the page's module map), so the page reloads itself, once a minute at
// most; if that fails too, it says so in the player's language (the texts
// are the language files', copied under #boot-texts by the build). The
// page's second step (app/compose.js, imported by app/main.js once the first
// board is drawn) fails the same way: main.js then sends 'omweso:module-failed'.
(() => {
  const MARK = 'omweso.boot-reload';
  const GAP_MS = 60 * 1000;
  addEventListener('error', (event) => {
    const script = event.target;
    if (script instanceof HTMLScriptElement && script.type === 'module') failed();
  }, true);
  addEventListener('omweso:module-failed', failed);

  /** The page's code could not be loaded: a reload, else the words. */
  function failed() {
    if (reloadOnce()) return;
    const box = document.getElementById('boot-failed');
    if (!box) return;
    box.textContent = bootText();
    box.hidden = false;
  }

  /** Reload, unless this tab reloaded for the same reason a moment ago (or cannot remember doing so). */
  function reloadOnce() {
    try {
      if (Date.now() - Number(sessionStorage.getItem(MARK) ?? 0) < GAP_MS) return false;
      sessionStorage.setItem(MARK, String(Date.now()));
    } catch {
      return false;
    }
    location.reload();
    return true;
  }

  /** The text in the address's language (?lang), else the player's choice, else the browser's, else English. */
  function bootText() {
    const texts = [...document.querySelectorAll('#boot-texts [lang]')];
    let chosen = null;
    try { chosen = localStorage.getItem('omweso.lang'); } catch { /* storage blocked */ }
    const asked = new URLSearchParams(location.search).get('lang');
    const wanted = [asked, chosen, ...(navigator.languages ?? [navigator.language]), 'en'];
    for (const lang of wanted) {
      const hit = lang && texts.find((p) => p.getAttribute('lang') === String(lang).slice(0, 2).toLowerCase());
      if (hit) return hit.textContent ?? '';
    }
    return '';
  }
})();
