/** Set by Gatsby: the path prefix when built with --prefix-paths, '' otherwise. */
declare const __PATH_PREFIX__: string;
