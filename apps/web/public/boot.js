/* global window, document */
// Runs before the first paint (an external file: the server's CSP allows no inline script).
// Applies the stored skin and direction so the splash screen and the app start in the right look.
(function () {
  var root = document.documentElement;
  var skin = 'light';
  var rtl = false;
  try {
    var stored = JSON.parse(window.localStorage.getItem('stillpoint.layout') || '{}');
    if (stored && stored.skin === 'dark') skin = 'dark';
    if (stored && stored.rtl === true) rtl = true;
  } catch {
    // Unreadable preferences: keep the defaults.
  }
  root.classList.add(skin === 'dark' ? 'skin-dark' : 'skin-light');
  root.setAttribute('data-mantine-color-scheme', skin);
  root.style.colorScheme = skin;
  if (rtl) root.setAttribute('dir', 'rtl');
})();
