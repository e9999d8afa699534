import { act, render, screen } from '@testing-library/react';
import { useState } from 'react';
import { carryOver } from './static-remote';

// The remote's live page: a controlled form whose state is on screen, so what React's onChange
// received is what the cardholder sees. Its e-mail and the "news" box start from the remote's own
// state (a draft, say), not from the static render's defaults: a field carried over when the
// cardholder never changed it would overwrite them.
function LiveForm() {
  const [name, setName] = useState('');
  const [email, setEmail] = useState('draft@example.com');
  const [message, setMessage] = useState('');
  const [topic, setTopic] = useState('billing');
  const [copy, setCopy] = useState(false);
  const [news, setNews] = useState(false);
  return (
    <form aria-label="live form">
      <input aria-label="Name" name="name" value={name} onChange={(e) => setName(e.target.value)} />
      <input
        aria-label="Email"
        name="email"
        type="email"
        value={email}
        onChange={(e) => setEmail(e.target.value)}
      />
      <textarea
        aria-label="Message"
        name="message"
        value={message}
        onChange={(e) => setMessage(e.target.value)}
      />
      <select aria-label="Topic" name="topic" value={topic} onChange={(e) => setTopic(e.target.value)}>
        <option value="billing">Billing</option>
        <option value="card">Card</option>
      </select>
      <input
        aria-label="Send me a copy"
        name="copy"
        type="checkbox"
        checked={copy}
        onChange={(e) => setCopy(e.target.checked)}
      />
      <input
        aria-label="News"
        name="news"
        type="checkbox"
        checked={news}
        onChange={(e) => setNews(e.target.checked)}
      />
      <ul aria-label="state">
        <li>name: {name}</li>
        <li>email: {email}</li>
        <li>message: {message}</li>
        <li>topic: {topic}</li>
        <li>copy: {String(copy)}</li>
        <li>news: {String(news)}</li>
      </ul>
    </form>
  );
}

// the remote's static render, as the server composed it (its defaults are attributes)
const STATIC_HTML = `
  <h1>Contact Us</h1>
  <input name="name">
  <input name="email" type="email" value="you@example.com">
  <textarea name="message"></textarea>
  <select name="topic"><option value="billing" selected="">Billing</option><option value="card">Card</option></select>
  <input name="copy" type="checkbox">
  <input name="news" type="checkbox" checked="">
  <input name="reference">
`;

/** The area as RemoteArea lays it out: the static root and the remote's page, both in the page. */
function setUp() {
  const page = document.createElement('div');
  const staticRoot = document.createElement('div');
  staticRoot.setAttribute('data-remote-static', 'support/ContactPage');
  staticRoot.innerHTML = STATIC_HTML;
  page.append(staticRoot);
  document.body.append(page);
  render(<LiveForm />, { container: page.appendChild(document.createElement('div')) });
  const field = <T extends Element>(name: string) => staticRoot.querySelector<T>(`[name="${name}"]`)!;
  return { page, staticRoot, field };
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('carryOver: what the cardholder did in the static page goes into the live one', () => {
  it('text, textarea, select and checkbox they changed reach the live form through its onChange', () => {
    const { page, staticRoot, field } = setUp();
    field<HTMLInputElement>('name').value = 'Ada Lovelace';
    field<HTMLTextAreaElement>('message').value = 'My card\nwas declined';
    field<HTMLSelectElement>('topic').value = 'card';
    field<HTMLInputElement>('copy').checked = true;

    act(() => carryOver(staticRoot, page));

    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Ada Lovelace');
    expect(screen.getByRole('textbox', { name: 'Message' })).toHaveValue('My card\nwas declined');
    expect(screen.getByRole('combobox', { name: 'Topic' })).toHaveValue('card');
    expect(screen.getByRole('checkbox', { name: 'Send me a copy' })).toBeChecked();
    // React's state took each of them (a value only set on the element would be reset by React)
    expect(screen.getByText('name: Ada Lovelace')).toBeInTheDocument();
    expect(screen.getByText(/^message: My card\s+was declined$/)).toBeInTheDocument();
    expect(screen.getByText('topic: card')).toBeInTheDocument();
    expect(screen.getByText('copy: true')).toBeInTheDocument();
  });

  it('fields they did not change keep the live page’s own values', () => {
    const { page, staticRoot, field } = setUp();
    field<HTMLInputElement>('name').value = 'Ada';

    act(() => carryOver(staticRoot, page));

    expect(screen.getByText('name: Ada')).toBeInTheDocument();
    // the static defaults (you@example.com, a checked "news", Billing) are not copied over the live state
    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveValue('draft@example.com');
    expect(screen.getByText('email: draft@example.com')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    expect(screen.getByText('news: false')).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Send me a copy' })).not.toBeChecked();
    expect(screen.getByText('message:')).toBeInTheDocument();
    expect(screen.getByText('topic: billing')).toBeInTheDocument();
  });

  it('a checkbox they unchecked is unchecked in the live page', () => {
    const { page, staticRoot, field } = setUp();
    // the live page shows "news" checked, as the static render did
    act(() => screen.getByRole('checkbox', { name: 'News' }).click());
    expect(screen.getByText('news: true')).toBeInTheDocument();
    field<HTMLInputElement>('news').checked = false;

    act(() => carryOver(staticRoot, page));

    expect(screen.getByRole('checkbox', { name: 'News' })).not.toBeChecked();
    expect(screen.getByText('news: false')).toBeInTheDocument();
  });

  it('a field only the static page has is ignored', () => {
    const { page, staticRoot, field } = setUp();
    field<HTMLInputElement>('reference').value = 'R-1234';
    field<HTMLInputElement>('name').value = 'Ada';

    expect(() => act(() => carryOver(staticRoot, page))).not.toThrow();

    expect(screen.getByText('name: Ada')).toBeInTheDocument();
    const live = screen.getByRole('form', { name: 'live form' });
    expect(live.querySelector('[name="reference"]')).toBeNull();
    expect(live).not.toHaveTextContent('R-1234');
    for (const input of live.querySelectorAll<HTMLInputElement>('input, textarea')) {
      expect(input.value).not.toBe('R-1234');
    }
  });

  it('the focus moves to the same field in the live page, with the caret where it was', () => {
    const { page, staticRoot, field } = setUp();
    const name = field<HTMLInputElement>('name');
    name.value = 'Ada Lovelace';
    name.focus();
    name.setSelectionRange(2, 5);

    act(() => carryOver(staticRoot, page));

    const live = screen.getByRole('textbox', { name: 'Name' });
    expect(live).toHaveFocus();
    expect(live).toHaveValue('Ada Lovelace');
    expect((live as HTMLInputElement).selectionStart).toBe(2);
    expect((live as HTMLInputElement).selectionEnd).toBe(5);
  });

  it('the focus moves to an unchanged field too, in a textarea with its caret', () => {
    const { page, staticRoot, field } = setUp();
    const message = field<HTMLTextAreaElement>('message');
    message.focus();

    act(() => carryOver(staticRoot, page));

    const live = screen.getByRole('textbox', { name: 'Message' });
    expect(live).toHaveFocus();
    expect((live as HTMLTextAreaElement).selectionStart).toBe(0);
  });

  it('the focus in a field without a caret (e-mail) still moves', () => {
    const { page, staticRoot, field } = setUp();
    field<HTMLInputElement>('email').focus();

    expect(() => act(() => carryOver(staticRoot, page))).not.toThrow();

    expect(screen.getByRole('textbox', { name: 'Email' })).toHaveFocus();
  });

  it('the focus on something outside the static page stays where it is', () => {
    const { page, staticRoot, field } = setUp();
    field<HTMLInputElement>('name').value = 'Ada';
    const elsewhere = document.body.appendChild(document.createElement('button'));
    elsewhere.textContent = 'Menu';
    elsewhere.focus();

    act(() => carryOver(staticRoot, page));

    expect(elsewhere).toHaveFocus();
    expect(screen.getByText('name: Ada')).toBeInTheDocument();
  });
});

describe('a radio group and a select without a marked option', () => {
  function Live() {
    const [plan, setPlan] = useState('basic');
    const [lang, setLang] = useState('fr');
    return (
      <form aria-label="live form">
        {['basic', 'plus', 'max'].map((value) => (
          <input
            key={value}
            aria-label={value}
            type="radio"
            name="plan"
            value={value}
            checked={plan === value}
            onChange={() => setPlan(value)}
          />
        ))}
        <select aria-label="Language" name="lang" value={lang} onChange={(e) => setLang(e.target.value)}>
          <option value="en">English</option>
          <option value="fr">Français</option>
        </select>
        <p>
          plan: {plan}, lang: {lang}
        </p>
      </form>
    );
  }

  test('the radio the cardholder picked is the one picked; an untouched select keeps the live value', () => {
    const page = document.createElement('div');
    const staticRoot = document.createElement('div');
    staticRoot.innerHTML = `
      <input type="radio" name="plan" value="basic" checked="">
      <input type="radio" name="plan" value="plus">
      <input type="radio" name="plan" value="max">
      <select name="lang"><option value="en">English</option><option value="fr">Français</option></select>`;
    page.append(staticRoot);
    document.body.append(page);
    render(<Live />, { container: page.appendChild(document.createElement('div')) });
    staticRoot.querySelector<HTMLInputElement>('input[value="plus"]')!.checked = true;
    act(() => carryOver(staticRoot, page));
    expect(screen.getByText('plan: plus, lang: fr')).toBeInTheDocument();
    expect(screen.getByRole('radio', { name: 'plus' })).toBeChecked();
  });
});
