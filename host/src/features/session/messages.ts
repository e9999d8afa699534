// Session dialogs' copy; the timeout texts come from @portal/contracts ERROR_TEXTS.
export const SESSION_TEXT = {
  session: {
    ok: 'OK',
    expiringTitle: 'Your session is about to end',
    expiringText: (seconds: number) =>
      `For your security you will be logged out in ${seconds} seconds. Do you want to stay signed in?`,
    staySignedIn: 'Stay signed in',
    logout: 'Log out',
    refreshFailed: 'We could not extend your session. Please log in again.',
    /** said by the shell's live region as it lands on the home page after a timeout or a 403 */
    ended: 'Your session has ended.',
  },
} as const;
