// Copy of the remote loading and failure states.
export const REMOTE_TEXT = {
  remote: {
    loading: 'Loading…',
    failedTitle: 'This part of the page is not available right now',
    failedText: 'It could not be loaded. Check your connection and try again.',
    retry: 'Try again',
  },
} as const;
