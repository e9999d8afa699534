// Copy of the remote loading and failure states.
export const REMOTE_TEXT = {
  remote: {
    loading: 'Loading…',
    failedTitle: 'This part of the page is not available right now',
    failedText: 'It could not be loaded. Check your connection and try again.',
    /** a remote that crashed while rendering (spec §9's wording for a failed screen) */
    crashedText: 'Something went wrong. Please try again later.',
    retry: 'Try again',
    home: 'Go to the home page',
  },
} as const;
