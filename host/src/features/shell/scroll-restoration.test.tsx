import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, Route, Routes, useNavigate } from '@portal/router';
import { useScrollRestoration } from './scroll-restoration';

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
  useScrollRestoration();
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
