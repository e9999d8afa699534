// Not-found page copy (spec §2).
export const NOT_FOUND_TEXT = {
  notFound: {
    text: "Sorry, we couldn't find that page",
    home: 'Home',
  },
} as const;
