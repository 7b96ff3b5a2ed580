/** Set by `define` in vite.config.ts: the web app's package version and the git commit, when known. */
declare const __APP_VERSION__: string;
declare const __APP_COMMIT__: string;
