/** Leaves the marketplace for the host application (a full navigation; tests replace this module). */
export function leaveSiteFor(url: string): void {
  window.location.assign(url);
}
