// Buyers for the purchase bench (bench/purchase.ts) and the purchase fault harness (bench/purchase-faults.ts),
// made through the API as the web app makes them: a verified applicant with a decided application
// (bench/underwriting.ts), the quote accepted (updateQuote: accepted, monthly), the pending policy's first invoice,
// and a card tokenised at the app's own sandbox card provider with the publishable key (as the card field does).
import { SANDBOX_CARD_KEYS } from '../apps/api/src/modules/payments/configured-card-provider.ts';
import { graphql } from './flows.ts';
import { applicant, encrypt } from './underwriting.ts';

export type Buyer = { index: number; token: string; invoiceId: string; card: string };

const submit = `mutation { requestNewBusiness(input: { product: "wysh-term-life" }) {
  insuranceApplication { id outcome } error { code message }
} }`;
const acknowledge = `mutation ($input: [CreateAcknowledgementInput!]!) {
  createAcknowledgements(input: $input) { error { code message } }
}`;
const acceptQuote = `mutation ($id: ID!) {
  updateQuote(input: { quoteId: $id, status: "accepted", billingFrequency: "monthly" }) {
    quote { status } error { code message }
  }
}`;
const payInvoiceMutation = `mutation ($input: PayInvoiceInput!) { payInvoice(input: $input) {
  transactionResult invoice { status } payment { status attempt } error { code message }
} }`;

/** Where the app's sandbox card provider listens now (each API process starts its own on a free port). */
export async function sandboxCardPort(baseUrl: string): Promise<number> {
  const data = await graphql(baseUrl, null, '{ appSettings { cardProvider { frameUrl } } }');
  const { frameUrl } = (data['appSettings'] as { cardProvider: { frameUrl: string } }).cardProvider;
  return Number(new URL(frameUrl).port);
}

/** Tokenises a card as the card field's frame does: the number goes to the provider, we get a pm_ token. */
export async function tokenise(cardPort: number, number = '4242424242424242'): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${cardPort}/v1/payment_methods`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${SANDBOX_CARD_KEYS.publishableKey}`,
      'content-type': 'application/x-www-form-urlencoded',
    },
    body: new URLSearchParams({
      type: 'card',
      'card[number]': number,
      'card[exp_month]': '12',
      'card[exp_year]': '2031',
      'card[cvc]': '123',
    }),
  });
  const body = (await response.json()) as { id?: string; error?: { message: string } };
  if (!body.id) throw new Error(`Tokenising failed: ${body.error?.message}`);
  return body.id;
}

/** The purchase's acknowledgements, as the "Last step!" screen sends them before it pays. */
async function signPurchase(baseUrl: string, token: string) {
  const read = await graphql(
    baseUrl,
    token,
    `
      {
        documents(slugs: ["statement-of-good-health", "policy-terms"]) {
          id
        }
        currentUser {
          activeConstellations {
            businessSlug
            activeInsuranceMembership {
              id
            }
          }
        }
      }
    `,
  );
  const constellations = (
    read['currentUser'] as {
      activeConstellations: Array<{ businessSlug: string; activeInsuranceMembership: { id: string } | null }>;
    }
  ).activeConstellations;
  const membershipId = constellations.find((each) => each.businessSlug === 'wysh-insurance')
    ?.activeInsuranceMembership?.id;
  const signed = await graphql(baseUrl, token, acknowledge, {
    input: (read['documents'] as Array<{ id: string }>).map((document) => ({
      recordId: document.id,
      recordType: 'document',
      contextId: membershipId,
      contextType: 'InsuranceMembership',
    })),
  });
  if ((signed['createAcknowledgements'] as { error: unknown }).error)
    throw new Error(`createAcknowledgements refused: ${JSON.stringify(signed)}`);
}

/** One buyer, up to the payment: decided, quote accepted, its first invoice, a card tokenised. */
async function buyer(baseUrl: string, cardPort: number, index: number, ssn: Record<string, unknown>) {
  const token = await applicant(baseUrl, index, ssn);
  const decided = await graphql(baseUrl, token, submit);
  if ((decided['requestNewBusiness'] as { error: unknown }).error)
    throw new Error(`requestNewBusiness refused: ${JSON.stringify(decided)}`);
  const quote = await graphql(baseUrl, token, '{ pendingQuote { id } }');
  const quoteId = (quote['pendingQuote'] as { id: string }).id;
  const accepted = await graphql(baseUrl, token, acceptQuote, { id: quoteId });
  if ((accepted['updateQuote'] as { error: unknown }).error)
    throw new Error(`updateQuote refused: ${JSON.stringify(accepted)}`);
  const invoice = await graphql(baseUrl, token, '{ latestPayableInvoice { id } }');
  const invoiceId = (invoice['latestPayableInvoice'] as { id: string }).id;
  await signPurchase(baseUrl, token);
  return { index, token, invoiceId, card: await tokenise(cardPort) };
}

/** `count` buyers numbered from `first` (numbers must not repeat within a database: phone numbers), 4 at a time. */
export async function prepareBuyers(baseUrl: string, first: number, count: number): Promise<Buyer[]> {
  const ssn = await encrypt(baseUrl, '219-09-1234');
  const cardPort = await sandboxCardPort(baseUrl);
  const buyers: Buyer[] = [];
  for (let index = first; index < first + count; index += 4)
    buyers.push(
      ...(await Promise.all(
        Array.from({ length: Math.min(4, first + count - index) }, (_, k) =>
          buyer(baseUrl, cardPort, index + k, ssn),
        ),
      )),
    );
  return buyers;
}

export type PayAnswer = {
  transactionResult: string | null;
  invoiceStatus: string | null;
  error: string | null;
  clientMs: number;
  serverMs: number;
};

/** payInvoice (purchasePolicy: true), with a card token or (null) the card already saved; timed. */
export async function payInvoice(
  baseUrl: string,
  buyer: Pick<Buyer, 'token' | 'invoiceId'>,
  card: string | null,
  signal?: AbortSignal,
): Promise<PayAnswer> {
  const startedAt = performance.now();
  const response = await fetch(`${baseUrl}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${buyer.token}` },
    body: JSON.stringify({
      query: payInvoiceMutation,
      variables: {
        input: {
          invoiceId: buyer.invoiceId,
          purchasePolicy: true,
          paymentMethodToken: card,
          nameOnCard: 'Ada Lovelace',
        },
      },
    }),
    signal,
  });
  const body = (await response.json()) as {
    data?: {
      payInvoice: {
        transactionResult: string | null;
        invoice: { status: string } | null;
        error: { code: string } | null;
      };
    };
    errors?: unknown[];
  };
  const answer = body.data?.payInvoice;
  return {
    transactionResult: answer?.transactionResult ?? null,
    invoiceStatus: answer?.invoice?.status ?? null,
    error: answer?.error?.code ?? (body.errors ? JSON.stringify(body.errors) : null),
    clientMs: performance.now() - startedAt,
    serverMs: Number(/dur=([\d.]+)/.exec(response.headers.get('server-timing') ?? '')?.[1] ?? NaN),
  };
}

/** The q-quantile of a list of times (nearest rank). */
export const quantile = (list: number[], q: number) => {
  const sorted = [...list].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))] ?? 0;
};
