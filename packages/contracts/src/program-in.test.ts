import { programIn, type Program } from './config';

const program = {
  productName: 'Prime Rewards',
  supportHours: '8am to midnight EST, 7 days a week',
  gamblingNotice: 'This card cannot be used for online gambling.',
  carouselImages: [
    { src: '/1.svg', alt: 'Blue card' },
    { src: '/2.svg', alt: 'Gold card' },
  ],
  translations: {
    es: {
      supportHours: 'de 8 a. m. a medianoche, los 7 días',
      carouselAlts: ['Tarjeta azul'],
    },
  },
} as unknown as Program;

describe('the programme in the page’s language', () => {
  it('a Spanish page reads the texts the programme words in Spanish, English where it gives none', () => {
    const es = programIn(program, 'es');
    expect(es.supportHours).toBe('de 8 a. m. a medianoche, los 7 días');
    expect(es.gamblingNotice).toBe('This card cannot be used for online gambling.');
    expect(es.carouselImages.map((i) => i.alt)).toEqual(['Tarjeta azul', 'Gold card']);
    expect(es.productName).toBe('Prime Rewards');
    // one object per programme and language: React's memos hold
    expect(programIn(program, 'es')).toBe(es);
  });

  it('an English page, or a programme without Spanish, reads the programme as it is', () => {
    expect(programIn(program, 'en')).toBe(program);
    expect(programIn({ ...program, translations: undefined }, 'es').supportHours).toBe(program.supportHours);
  });
});
