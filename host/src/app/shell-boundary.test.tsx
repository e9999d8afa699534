import { render, screen } from '@testing-library/react';
import { ShellBoundary } from './shell-boundary';

beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => undefined));
afterEach(() => jest.restoreAllMocks());

function Broken(): never {
  throw new Error('render failed');
}

describe("the shell's main area", () => {
  it('a page that throws shows the failure wording and a way home; the rest of the shell stays', () => {
    const onFailure = jest.fn();
    render(
      <>
        <nav aria-label="Main">nav</nav>
        <ShellBoundary resetKey="a" onFailure={onFailure}>
          <Broken />
        </ShellBoundary>
      </>,
    );
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent('Something went wrong. Please try again later.');
    expect(screen.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('navigation', { name: 'Main' })).toBeInTheDocument();
    // counted once by the client-failure telemetry
    expect(onFailure).toHaveBeenCalledTimes(1);
  });

  it('a navigation to another page leaves the failure behind', () => {
    const { rerender } = render(
      <ShellBoundary resetKey="a" onFailure={jest.fn()}>
        <Broken />
      </ShellBoundary>,
    );
    expect(screen.getByRole('alert')).toBeInTheDocument();
    rerender(
      <ShellBoundary resetKey="b" onFailure={jest.fn()}>
        <h1>Home</h1>
      </ShellBoundary>,
    );
    expect(screen.getByRole('heading', { name: 'Home' })).toBeInTheDocument();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
