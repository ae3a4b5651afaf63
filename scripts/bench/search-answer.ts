/**
 * JavaScript source of a function run in the search page: true once `text` is in the page's box and
 * its address (?q=) and the results answer it (a result marks the words it matched; none: "No apps
 * match “text”."). Shared by bench:early-input and bench:hydration-pair's typing mode.
 */
export function searchAnsweredSource(text: string): string {
  return `() => {
  const box = document.getElementById('search-query');
  if (!box || box.value.trim() !== ${JSON.stringify(text)}) return false;
  if (new URLSearchParams(location.search).get('q') !== ${JSON.stringify(text)}) return false;
  const apps = document.querySelector('section#apps');
  if (!apps) return false;
  const marked = Array.from(apps.querySelectorAll('mark')).some((mark) => mark.textContent.toLowerCase().includes(${JSON.stringify(text.toLowerCase())}));
  return marked || apps.textContent.includes(${JSON.stringify(`“${text}”`)});
}`;
}
