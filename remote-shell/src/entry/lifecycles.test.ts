import { act, waitFor } from '@testing-library/react';
import { createLifecycles } from './lifecycles';

/** Everything outside the test's containers that a mount could leave behind. */
function documentState() {
  return {
    head: document.head.innerHTML,
    bodyNodes: Array.from(document.body.childNodes),
    styleCount: document.querySelectorAll('style').length,
  };
}

function addContainer(): HTMLElement {
  const container = document.createElement('div');
  document.body.append(container);
  return container;
}

// The lifecycles render outside Testing Library's render(), so React updates need act() here.
const settle = (step: () => Promise<void>) => act(step);

afterEach(() => {
  document.body.replaceChildren();
});

it('renders the shell inside the container and leaves nothing behind on unmount', async () => {
  const container = addContainer();
  const before = documentState();
  const lifecycles = createLifecycles('federation');

  await settle(() => lifecycles.bootstrap());
  await settle(() => lifecycles.mount({ container }));
  // Signed out, the shell opens its login page, styled by emotion inside the container.
  await waitFor(() => expect(container.querySelector('input')).toBeInTheDocument());
  expect(container.querySelector('style')).toBeInTheDocument();

  await settle(() => lifecycles.unmount({ container }));
  expect(container).toBeEmptyDOMElement();
  expect(documentState()).toEqual(before);
});

it('keeps two mounts in two containers independent', async () => {
  const first = addContainer();
  const second = addContainer();
  const lifecycles = createLifecycles('federation');

  await settle(() => lifecycles.mount({ container: first }));
  await settle(() => lifecycles.mount({ container: second }));
  await waitFor(() => expect(first.querySelector('input')).toBeInTheDocument());
  await waitFor(() => expect(second.querySelector('input')).toBeInTheDocument());

  await settle(() => lifecycles.unmount({ container: first }));
  expect(first).toBeEmptyDOMElement();
  expect(second.querySelector('input')).toBeInTheDocument();
  expect(second.querySelector('style')).toBeInTheDocument();

  await settle(() => lifecycles.unmount({ container: second }));
  expect(second).toBeEmptyDOMElement();
});
