import { dayClock } from '../src/context';

describe("the programme's day (ctx.today)", () => {
  it('turns at midnight in the programme zone, not at UTC midnight', () => {
    let now = new Date('2026-03-01T04:59:59Z'); // 23:59:59 in New York (EST)
    const today = dayClock('America/New_York', () => now);
    expect(today()).toEqual({ year: 2026, month: 2, day: 28 });
    now = new Date('2026-03-01T05:00:00Z');
    expect(today()).toEqual({ year: 2026, month: 3, day: 1 });
  });

  it('follows a clock that jumps back and forth, and no caller changes another’s day', () => {
    let now = new Date('2026-11-25T18:00:00Z');
    const today = dayClock('UTC', () => now);
    const first = today();
    first.day = 1;
    expect(today()).toEqual({ year: 2026, month: 11, day: 25 });
    now = new Date('2025-01-02T00:00:30Z');
    expect(today()).toEqual({ year: 2025, month: 1, day: 2 });
    now = new Date('2026-11-26T00:00:00Z');
    expect(today()).toEqual({ year: 2026, month: 11, day: 26 });
  });
});
