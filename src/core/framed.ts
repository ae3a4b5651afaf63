/**
 * Whether a page runs in a frame of another page (the agent app, a partner's iframe). Read without
 * touching the top page itself, which another origin may not let the frame read.
 */
export const isFramed = (win: { top: unknown; self: unknown }): boolean => win.top !== win.self;
