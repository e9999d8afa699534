// Home copy (spec §2 Home).
export const HOME_TEXT = {
  home: {
    heading: 'Prepaid Cards',
    intro:
      'Visa prepaid reward and gift cards for your program. Check your balance, register your card and see your transactions online.',
    orderCards: 'Order cards',
    orderCardsNote: 'Need cards for your team or customers?',
    checkBalanceHeading: 'Already have a card? Check your balance',
    registrationHeading: 'Card registration',
    registrationBenefits: [
      'Protect your balance: a registered card can be replaced if it is lost or stolen.',
      'Reset your PIN by SMS and receive important card notices.',
      'Use your card online and by phone with your billing address on file.',
    ],
    zeroLiability:
      "Visa's Zero Liability Policy covers registered cards: you are not responsible for unauthorized purchases that you report promptly.",
    registrationButton: 'Card registration',
    carouselHeading: 'Popular types of cards',
  },
  carousel: {
    previous: 'Previous card',
    next: 'Next card',
    slide: (n: number, total: number) => `${n} of ${total}`,
    goTo: (n: number) => `Show card ${n}`,
  },
} as const;
