import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect, useState } from 'react';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@portal/router';
import { RESTORE_WAIT_MS, ScrollRestoration } from './scroll-restoration';

// scrolling moves the page: scrollY follows (jsdom has no layout)
const scrollTo = jest.fn((_x: number, y: number) => {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
});
beforeAll(() => {
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
beforeEach(() => scrollTo.mockClear());

function scrollPageTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

function Page({ name }: { name: string }) {
  const navigate = useNavigate();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">To b</Link>
      <Link to="/c#details">To details</Link>
      <Link to="/c#50%">To a malformed fragment</Link>
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
      <p id="details">Details</p>
    </>
  );
}

function App() {
  return (
    <MemoryRouter initialEntries={['/a']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/a" element={<Page name="a" />} />
        <Route path="/b" element={<Page name="b" />} />
        <Route path="/c" element={<Page name="c" />} />
      </Routes>
    </MemoryRouter>
  );
}

describe('scroll after a navigation', () => {
  it('a new page starts at the top, and back returns where the cardholder was', async () => {
    const user = userEvent.setup();
    render(<App />);
    expect(scrollTo).not.toHaveBeenCalled(); // the first page: the browser's own position
    act(() => scrollPageTo(640));
    await user.click(screen.getByRole('link', { name: 'To b' }));
    await screen.findByRole('heading', { name: 'b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
    act(() => scrollPageTo(80));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 640);
  });

  it('a link to a #fragment scrolls that element into view', async () => {
    const user = userEvent.setup();
    const intoView = jest.fn();
    Element.prototype.scrollIntoView = intoView;
    render(<App />);
    scrollTo.mockClear(); // the first page was restored where the test above left it
    await user.click(screen.getByRole('link', { name: 'To details' }));
    await screen.findByRole('heading', { name: 'c' });
    expect(intoView).toHaveBeenCalledTimes(1);
    expect(intoView.mock.contexts[0]).toHaveProperty('id', 'details');
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('back to a page the cardholder never scrolled returns to its top, not where the next page was', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'To b' }));
    await screen.findByRole('heading', { name: 'b' });
    // b is never scrolled: no scroll event ever tells where it is
    await user.click(screen.getByRole('link', { name: 'To details' }));
    await screen.findByRole('heading', { name: 'c' });
    act(() => scrollPageTo(1800));
    scrollTo.mockClear();
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'b' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a malformed #fragment scrolls to the top instead of failing the page', async () => {
    const user = userEvent.setup();
    render(<App />);
    await user.click(screen.getByRole('link', { name: 'To a malformed fragment' }));
    expect(await screen.findByRole('heading', { name: 'c' })).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith(0, 0);
  });

  it('a restored position survives browsers whose scrollTo answers a Promise (the page stays, no blank app)', async () => {
    // Chromium's scroll methods return a Promise: were it returned from the effect, React would
    // call it as the clean-up on the next navigation and the whole app would unmount
    scrollTo.mockImplementation((_x: number, y: number) => {
      Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
      return Promise.resolve() as unknown as undefined;
    });
    const user = userEvent.setup();
    render(<App />);
    act(() => scrollPageTo(500));
    await user.click(screen.getByRole('link', { name: 'To b' }));
    await user.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { name: 'a' });
    expect(scrollTo).toHaveBeenLastCalledWith(0, 500);
    await user.click(screen.getByRole('link', { name: 'To b' }));
    expect(await screen.findByRole('heading', { name: 'b' })).toBeInTheDocument();
  });
});

/**
 * A browser's scrolling with heights: the document is as tall as its [data-height] elements, seen
 * through a 600 px viewport, and the position is cut to what the document can scroll, also when a
 * shorter page replaces a longer one (as a browser does at its next layout).
 */
let position = 0;
const maxScroll = () =>
  Math.max(
    0,
    [...document.querySelectorAll<HTMLElement>('[data-height]')].reduce(
      (sum, element) => sum + Number(element.dataset.height),
      0,
    ) - 600,
  );
const clamp = (y: number) => Math.min(Math.max(0, y), maxScroll());

/** the cardholder scrolls: the browser tells with a scroll event */
function cardholderScrollsTo(y: number) {
  position = clamp(y);
  window.dispatchEvent(new Event('scroll'));
}

/** the agreement's content (4000 px) arrives late (a remote's area) when `late`, by contentArrives() */
let late = false;
let contentArrives: (height?: number) => void = () => undefined;

function Agreement() {
  const [height, setHeight] = useState(late ? 300 : 4000);
  useEffect(() => {
    contentArrives = (arrived = 4000) => setHeight(arrived);
  }, []);
  return (
    <>
      <h1>Agreement</h1>
      <div data-height={height} />
      <Link to="/contact-us">Contact Us</Link>
    </>
  );
}

function Contact() {
  const navigate = useNavigate();
  return (
    <>
      <h1>Contact Us</h1>
      <div data-height={800} />
      <button type="button" onClick={() => void navigate(-1)}>
        Back
      </button>
    </>
  );
}

function Portal() {
  return (
    <MemoryRouter initialEntries={['/cardholder-agreement']}>
      <ScrollRestoration />
      <Routes>
        <Route path="/cardholder-agreement" element={<Agreement />} />
        <Route path="/contact-us" element={<Contact />} />
      </Routes>
    </MemoryRouter>
  );
}

/** the agreement, then Contact Us, then Back: the agreement's content late when `contentLate` */
async function backFromContact(contentLate: boolean) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('link', { name: 'Contact Us' }));
  await screen.findByRole('heading', { name: 'Contact Us' });
  late = contentLate;
  await user.click(screen.getByRole('button', { name: 'Back' }));
  await screen.findByRole('heading', { name: 'Agreement' });
}

const frames = (n: number) => act(() => new Promise((resolve) => setTimeout(resolve, n * 20)));

describe('back to a page left scrolled', () => {
  beforeEach(() => {
    position = 0;
    late = false;
    Object.defineProperty(window, 'scrollY', {
      configurable: true,
      get: () => (position = clamp(position)),
    });
    scrollTo.mockImplementation((_x: number, y: number) => {
      position = clamp(y);
    });
  });

  it("lands where the cardholder scrolled before the app's code ran (no scroll event), though the next page is shorter", async () => {
    render(<Portal />);
    position = 2500; // scrolled on the server's HTML: no event reaches the app
    await backFromContact(false);
    expect(scrollTo).toHaveBeenLastCalledWith(0, 2500);
    expect(window.scrollY).toBe(2500);
  });

  it('lands there once the content arriving after the navigation is tall enough', async () => {
    render(<Portal />);
    act(() => cardholderScrollsTo(3000));
    await backFromContact(true);
    expect(window.scrollY).toBe(0); // 300 px of page: nothing to scroll yet
    act(() => contentArrives());
    await waitFor(() => expect(window.scrollY).toBe(3000));
  });

  it('gives way to the cardholder scrolling while the content arrives', async () => {
    render(<Portal />);
    act(() => cardholderScrollsTo(3000));
    await backFromContact(true);
    act(() => contentArrives(2000)); // a part: as far as it goes
    await waitFor(() => expect(window.scrollY).toBe(1400));
    act(() => void window.dispatchEvent(new Event('wheel')));
    act(() => contentArrives());
    await frames(5);
    expect(window.scrollY).toBe(1400);
  });

  it('waits for the content a bounded time only', async () => {
    render(<Portal />);
    act(() => cardholderScrollsTo(3000));
    await backFromContact(true);
    act(() => contentArrives(2000)); // a part, in time: as far as it goes
    await waitFor(() => expect(window.scrollY).toBe(1400));
    const now = Date.now();
    const clock = jest.spyOn(Date, 'now').mockReturnValue(now + RESTORE_WAIT_MS + 1);
    try {
      await frames(3);
      scrollTo.mockClear();
      act(() => contentArrives());
      await frames(5);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(window.scrollY).toBe(1400);
    } finally {
      clock.mockRestore();
    }
  });

  it('keeps the position as the page is hidden (a reload lands there; a new visit of the address does not)', async () => {
    const byType = performance.getEntriesByType;
    const navigation = (type: string) => {
      performance.getEntriesByType = jest.fn(() => [{ type }]) as unknown as typeof byType;
    };
    try {
      const first = render(<Portal />);
      position = 1800; // scrolled, no event, then the tab reloads
      window.dispatchEvent(new Event('pagehide'));
      const kept = JSON.parse(sessionStorage.getItem('portal-scroll-positions') ?? '{}') as object;
      expect(kept).toHaveProperty(['default /cardholder-agreement'], 1800);
      first.unmount();

      navigation('reload');
      position = 0;
      const reloaded = render(<Portal />);
      expect(window.scrollY).toBe(1800);
      reloaded.unmount();

      navigation('navigate');
      position = 0;
      scrollTo.mockClear();
      render(<Portal />);
      expect(scrollTo).not.toHaveBeenCalled();
      expect(window.scrollY).toBe(0);
    } finally {
      performance.getEntriesByType = byType;
    }
  });
});
