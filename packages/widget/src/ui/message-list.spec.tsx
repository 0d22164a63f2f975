import { act, render } from '@testing-library/preact';
import { options, type VNode } from 'preact';
import { createWidgetStore } from '../state/widget-store';
import { MessageList } from './message-list';

const source = { document_id: 'd1', name: 'Handbook.pdf', page: 4, confidence: 0.8, snippet: 'Refunds are paid within 14 days.', highlight: null };

afterEach(() => localStorage.clear());

it('re-renders only the answer being written for each token', async () => {
  const store = createWidgetStore({ apiKey: 'pw_pk_list', apiUrl: 'http://127.0.0.1:9' });
  store.messages.value = [
    { role: 'user', text: 'How long do refunds take?' },
    { role: 'assistant', text: 'Refunds take **14 days**.', sources: [source] },
    { role: 'user', text: 'And exchanges?' },
    { role: 'assistant', text: '' },
  ];
  store.streaming.value = 3;
  const { container } = render(<MessageList store={store} />);
  expect(container.querySelector('[aria-label="Answering"]')).not.toBeNull();

  // Every component Preact renders again passes through options.diffed.
  const rendered: string[] = [];
  const previous = options.diffed;
  options.diffed = (vnode: VNode) => {
    if (typeof vnode.type === 'function') rendered.push(vnode.type.name);
    previous?.(vnode);
  };
  try {
    await act(() => void (store.answer.value = 'Exchanges '));
    await act(() => void (store.answer.value += 'take 30 days.'));
  } finally {
    options.diffed = previous;
  }
  expect(rendered.sort()).toEqual(['BlockView', 'BlockView', 'Markdown', 'Markdown', 'Writing', 'Writing']);
  const answers = container.querySelectorAll('[part=answer]');
  expect(answers[1].textContent).toBe('Exchanges take 30 days.');
  expect(container.querySelector('[aria-label="Answering"]')).toBeNull();
  expect(answers[0].querySelector('strong')!.textContent).toBe('14 days');
});

it('shows an answer the documents do not cover apart from the others, with a hint to rephrase', () => {
  const store = createWidgetStore({ apiKey: 'pw_pk_list', apiUrl: 'http://127.0.0.1:9' });
  store.messages.value = [
    { role: 'user', text: 'What is the capital of Mongolia?' },
    { role: 'assistant', text: "I couldn't find anything about that in your documents.", sources: [], notFound: true },
    { role: 'user', text: 'How long do refunds take?' },
    { role: 'assistant', text: 'Refunds take 14 days.', sources: [source] },
  ];
  const { container } = render(<MessageList store={store} />);
  const [missing, found] = container.querySelectorAll('[part=answer]');
  expect(missing.classList.contains('nf')).toBe(true);
  expect(found.classList.contains('nf')).toBe(false);
  expect(missing.querySelector('[aria-label=Sources]')).toBeNull();
});
