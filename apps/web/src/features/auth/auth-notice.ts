/**
 * A note carried in the history state to the next auth page (e.g. after a password reset, the login
 * page shows "Your password has been reset…"), so it is neither in the URL nor shown again on reload.
 */
declare module '@tanstack/history' {
  // Module augmentation needs an interface.
  interface HistoryState {
    authNotice?: string;
  }
}

export {};
