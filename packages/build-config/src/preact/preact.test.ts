/**
 * @jest-environment jsdom
 */
// React as the Preact build gives it (./react.mjs, ./react-dom-client.mjs): two roots in one page,
// as a partner page with two cards mounts them, get ids of their own from useId.
import { createElement, useId } from './react.mjs';
import { createRoot } from './react-dom-client.mjs';

function Labelled({ text }: { text: string }) {
  const id = useId();
  return createElement('div', null, [
    createElement('input', { key: 'i', id, type: 'checkbox' }),
    createElement('label', { key: 'l', htmlFor: id }, text),
  ]);
}

function mount(text: string, options?: { identifierPrefix: string }) {
  const container = document.createElement('div');
  document.body.append(container);
  const root = createRoot(container, options);
  root.render(createElement(Labelled, { text }));
  return { container, root };
}

afterEach(() => document.body.replaceChildren());

test("two roots: each label points at its own root's checkbox", () => {
  const first = mount('First card');
  const second = mount('Second card');
  const ids = [...document.querySelectorAll('input')].map((input) => input.id);
  expect(ids).toHaveLength(2);
  expect(new Set(ids).size).toBe(2);
  for (const { container } of [first, second]) {
    const label = container.querySelector('label')!;
    expect(document.getElementById(label.htmlFor)).toBe(container.querySelector('input'));
  }
  second.root.unmount();
  expect(second.container.innerHTML).toBe('');
});

test('two builds in one page (two releases of the card, each its own copy of the modules) still number their roots apart', () => {
  const ids = [0, 1].map(() => {
    let react: typeof import('./react.mjs') | undefined;
    let client: typeof import('./react-dom-client.mjs') | undefined;
    jest.isolateModules(() => {
      react = jest.requireActual('./react.mjs');
      client = jest.requireActual('./react-dom-client.mjs');
    });
    function Box() {
      return react!.createElement('input', { id: react!.useId(), type: 'checkbox' });
    }
    const container = document.createElement('div');
    document.body.append(container);
    client!.createRoot(container).render(react!.createElement(Box, null));
    return container.querySelector('input')!.id;
  });
  expect(ids[0]).not.toBe(ids[1]);
});

test("a root's identifierPrefix comes first, as React takes it", () => {
  const { container } = mount('Card', { identifierPrefix: 'card-a-' });
  expect(container.querySelector('input')!.id).toMatch(/^card-a-/);
});
