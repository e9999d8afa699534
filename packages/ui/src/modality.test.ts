import type * as ModalityModule from './modality';

// a copy of the package as a remote's chunk loads it: its own react-aria, which knows nothing yet
function laterCopy() {
  const setInteractionModality = jest.fn();
  let copy: typeof ModalityModule | undefined;
  jest.isolateModules(() => {
    jest.doMock('react-aria', () => ({ setInteractionModality }));
    copy = jest.requireActual<typeof ModalityModule>('./modality');
  });
  return { join: () => (copy as typeof ModalityModule).joinPageModality(), setInteractionModality };
}

test("a copy loaded after the pointer moved starts in the pointer modality (the host's copy saw it)", () => {
  const first = laterCopy();
  first.join(); // the host's copy, at its load
  expect(first.setInteractionModality).not.toHaveBeenCalled();
  document.dispatchEvent(new Event('pointermove'));
  const remote = laterCopy();
  remote.join();
  expect(remote.setInteractionModality).toHaveBeenCalledWith('pointer');
  document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Tab' }));
  const another = laterCopy();
  another.join();
  expect(another.setInteractionModality).toHaveBeenCalledWith('keyboard');
});
