/** What the build knows about itself (set by `define` in vite.config.ts; absent under other tools). */
export const BUILD_INFO = {
  version: typeof __APP_VERSION__ === 'string' ? __APP_VERSION__ : '0.0.0',
  commit: typeof __APP_COMMIT__ === 'string' ? __APP_COMMIT__ : '',
  mode: import.meta.env.MODE,
};
