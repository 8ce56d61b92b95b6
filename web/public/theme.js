// The theme before the first paint, from the settings kept in this browser (settings.ts keeps it
// after): a dark system never flashes white. A file of its own, loaded in the page's head: the
// server's Content-Security-Policy allows no inline script.
try {
  const theme = JSON.parse(localStorage.getItem('tori.settings') || '{}').theme;
  const dark = theme === 'dark' || (theme !== 'light' && matchMedia('(prefers-color-scheme: dark)').matches);
  document.documentElement.dataset.theme = dark ? 'dark' : 'light';
} catch {
  // no storage: settings.ts decides once it runs
}
