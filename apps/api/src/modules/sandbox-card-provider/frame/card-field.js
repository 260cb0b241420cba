// The sandbox card field's script, run in the provider's frame: formats and checks the card as it is typed
// (the domain's rules, ./cards.js), tells the parent page its state, and on the parent's word tokenises the card
// against this origin's /v1/payment_methods with the publishable key, as the provider's own script does. The
// number, expiry and CVC go nowhere else. Messages go to the one parent origin the page was made for, and only
// that origin's messages (from the parent window) are heard.
import { ACCEPTED_BRANDS, BRAND_NAMES, cardBrand, isExpired, passesLuhn } from './cards.js';

const SOURCE = 'wysh-card-field';
const MESSAGES = {
  numberIncomplete: 'Your card number is incomplete.',
  numberInvalid: 'Your card number is invalid.',
  brandNotAccepted: 'We accept American Express, Mastercard, Visa and Discover.',
  expiryIncomplete: "Your card's expiration date is incomplete.",
  expiryInvalid: "Your card's expiration date is invalid.",
  expiryPast: "Your card's expiration date is in the past.",
  cvcIncomplete: "Your card's security code is incomplete.",
  cvcInvalid: "Your card's security code is invalid.",
  unreachable: 'We could not reach the card processor. Please try again.',
};

const root = document.documentElement;
const parentOrigin = root.dataset.parentOrigin ?? '';
const publishableKey = root.dataset.publishableKey ?? '';
const today = root.dataset.today ?? new Date().toISOString().slice(0, 10);

const form = document.getElementById('card-form');
const fields = {
  number: document.getElementById('card-number'),
  expiry: document.getElementById('card-expiry'),
  cvc: document.getElementById('card-cvc'),
};
const brandLabel = document.getElementById('card-brand');
const errorLine = document.getElementById('card-error');
/** Fields left at least once: their problems show from then on (a complete field's show at once). */
const left = { number: false, expiry: false, cvc: false };

const digitsOf = (value) => value.replace(/\D/g, '');
const numberLength = (brand) => (brand === 'amex' ? 15 : 16);
const cvcLength = (brand) => (brand === 'amex' ? 4 : 3);

function post(message) {
  if (window.parent !== window) window.parent.postMessage({ source: SOURCE, ...message }, parentOrigin);
}

function formatNumber(digits, brand) {
  const groups = brand === 'amex' ? [4, 6, 5] : [4, 4, 4, 4];
  const parts = [];
  let at = 0;
  for (const size of groups) {
    if (at >= digits.length) break;
    parts.push(digits.slice(at, at + size));
    at += size;
  }
  return parts.join(' ');
}

function formatExpiry(digits) {
  // A first digit above 1 can only be a month on its own: "4" is April.
  const month = /^[2-9]/.test(digits) ? `0${digits}` : digits;
  const kept = month.slice(0, 4);
  return kept.length > 2 ? `${kept.slice(0, 2)} / ${kept.slice(2)}` : kept;
}

/** Sets a formatted value, keeping the caret after the same number of digits. */
function reformat(input, format) {
  const caret = input.selectionStart ?? input.value.length;
  const digitsBefore = digitsOf(input.value.slice(0, caret)).length;
  const value = format(digitsOf(input.value));
  if (value === input.value) return;
  input.value = value;
  if (document.activeElement !== input) return;
  let position = 0;
  for (let seen = 0; position < value.length && seen < digitsBefore; position += 1) {
    if (/\d/.test(value[position])) seen += 1;
  }
  input.setSelectionRange(position, position);
}

function readCard() {
  const number = digitsOf(fields.number.value);
  const brand = number ? cardBrand(number) : null;
  const expiry = digitsOf(fields.expiry.value);
  return {
    number,
    brand,
    month: Number(expiry.slice(0, 2)),
    year: Number(expiry.slice(2, 4)),
    expiry,
    cvc: digitsOf(fields.cvc.value),
  };
}

function problems(card) {
  let number = null;
  if (card.number.length < numberLength(card.brand)) number = MESSAGES.numberIncomplete;
  else if (!passesLuhn(card.number)) number = MESSAGES.numberInvalid;
  else if (!ACCEPTED_BRANDS.includes(card.brand)) number = MESSAGES.brandNotAccepted;
  let expiry = null;
  if (card.expiry.length < 4) expiry = MESSAGES.expiryIncomplete;
  else if (card.month < 1 || card.month > 12) expiry = MESSAGES.expiryInvalid;
  else if (isExpired(card.month, card.year, today)) expiry = MESSAGES.expiryPast;
  let cvc = null;
  const wanted = cvcLength(card.brand);
  if (card.cvc.length < wanted) cvc = MESSAGES.cvcIncomplete;
  else if (card.cvc.length > wanted) cvc = MESSAGES.cvcInvalid;
  return { number, expiry, cvc };
}

/** Whether a field is filled to its length (its problem shows without waiting for it to be left). */
function filled(card) {
  return {
    number: card.number.length >= numberLength(card.brand),
    expiry: card.expiry.length >= 4,
    cvc: card.cvc.length >= cvcLength(card.brand),
  };
}

let lastChange = '';

function render() {
  const card = readCard();
  const found = problems(card);
  const full = filled(card);
  let shown = null;
  for (const name of ['number', 'expiry', 'cvc']) {
    const visible = found[name] !== null && (left[name] || full[name]);
    fields[name].setAttribute('aria-invalid', String(visible));
    if (visible && shown === null) shown = found[name];
  }
  errorLine.textContent = shown ?? '';
  const known = card.brand && card.brand !== 'unknown';
  brandLabel.textContent = known ? BRAND_NAMES[card.brand] : '';
  fields.cvc.maxLength = card.brand === 'amex' ? 4 : 3;
  const state = {
    empty: !card.number && !card.expiry && !card.cvc,
    complete: found.number === null && found.expiry === null && found.cvc === null,
    error: shown,
    brand: card.brand,
  };
  const change = JSON.stringify(state);
  if (change !== lastChange) {
    lastChange = change;
    post({ type: 'change', ...state });
  }
  return { card, found };
}

function onInput(name, format, next) {
  const input = fields[name];
  input.addEventListener('input', () => {
    reformat(input, format);
    const { card, found } = render();
    // A field typed to its end moves on to the next one, as card forms do.
    if (next && filled(card)[name] && found[name] === null && input.selectionStart === input.value.length) {
      next.focus();
    }
  });
  input.addEventListener('blur', () => {
    if (!input.value) return;
    left[name] = true;
    render();
  });
}

onInput(
  'number',
  (digits) => {
    const brand = cardBrand(digits);
    return formatNumber(digits.slice(0, numberLength(brand)), brand);
  },
  fields.expiry,
);
onInput('expiry', formatExpiry, fields.cvc);
onInput('cvc', (digits) => digits.slice(0, 4), null);

form.addEventListener('submit', (event) => event.preventDefault());

async function tokenize(name) {
  for (const field of Object.keys(left)) left[field] = true;
  const { card, found } = render();
  const problem = found.number ?? found.expiry ?? found.cvc;
  if (problem) {
    post({ type: 'tokenError', message: problem });
    return;
  }
  const body = new URLSearchParams({
    type: 'card',
    'card[number]': card.number,
    'card[exp_month]': String(card.month),
    'card[exp_year]': String(2000 + card.year),
    'card[cvc]': card.cvc,
  });
  if (name) body.set('billing_details[name]', name);
  try {
    const response = await fetch('/v1/payment_methods', {
      method: 'POST',
      headers: {
        authorization: `Bearer ${publishableKey}`,
        'content-type': 'application/x-www-form-urlencoded',
      },
      body,
    });
    const answer = await response.json();
    if (!response.ok) {
      post({ type: 'tokenError', message: answer?.error?.message ?? MESSAGES.unreachable });
      return;
    }
    post({
      type: 'token',
      paymentMethod: {
        id: answer.id,
        brand: answer.card.brand,
        last4: answer.card.last4,
        expMonth: answer.card.exp_month,
        expYear: answer.card.exp_year,
      },
    });
  } catch {
    post({ type: 'tokenError', message: MESSAGES.unreachable });
  }
}

function clear() {
  for (const name of Object.keys(fields)) {
    fields[name].value = '';
    left[name] = false;
  }
  render();
}

window.addEventListener('message', (event) => {
  if (event.origin !== parentOrigin || event.source !== window.parent) return;
  const message = event.data;
  if (!message || typeof message !== 'object') return;
  if (message.type === 'tokenize') void tokenize(typeof message.name === 'string' ? message.name : '');
  else if (message.type === 'clear') clear();
  else if (message.type === 'focus') fields.number.focus();
});

new ResizeObserver(() => {
  post({ type: 'resize', height: Math.ceil(document.documentElement.getBoundingClientRect().height) });
}).observe(document.documentElement);

post({ type: 'ready' });
render();
