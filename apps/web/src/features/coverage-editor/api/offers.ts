// The coverage editor's quote and accidental-death modes (spec 000 §2, §7; 001 §7.3): the offer to edit, its
// sliders (coverageEditorState by quoteId or productsOfferingId), re-pricing within the approval (adjustQuote,
// adjustProductOffering) and saving (updateQuote, updateProductOffering).
import { keepPreviousData, useMutation, useQuery } from '@tanstack/react-query';
import { graphql } from '../../../graphql/generated';
import { execute } from '../../../shared/lib/graphql-client';
import { unwrap } from '../../../shared/lib/user-error';
import type { Choice } from './estimates';

export type OfferKind = 'quote' | 'adOffering';

const OfferToEditQuery = graphql(`
  query OfferToEdit {
    pendingQuote {
      id
      status
      amount
      termDuration
      annualPremium
      monthlyPremium
      allocationCoverage
      classReasons
      rules {
        ruleId
        reason
        shaped
      }
      insuranceApplication {
        id
        version
      }
      breakdown {
        ...PremiumBreakdownFields
      }
    }
    productsOfferings {
      id
      status
      amount
      annualPremium
      monthlyPremium
      allocationCoverage
      breakdown {
        ...OfferingPriceBreakdownFields
      }
    }
    allocationSummary {
      totalAmount
    }
  }
`);

const OfferEditorStateQuery = graphql(`
  query OfferEditorState($quoteId: ID, $productsOfferingId: ID) {
    coverageEditorState(quoteId: $quoteId, productsOfferingId: $productsOfferingId) {
      coverageSlider {
        ...SliderFields
      }
      termSlider {
        ...SliderFields
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

graphql(`
  fragment QuotePricingFields on QuotePricingPayload {
    amount
    termDuration
    annualPremium
    monthlyPremium
    allocationsCoveredPercentage
    breakdown {
      ...QuotePriceBreakdownFields
    }
    error {
      ...UserErrorFields
    }
  }
`);

const AdjustQuoteQuery = graphql(`
  query AdjustQuote($id: ID!, $termDuration: Int!, $amount: Cents!) {
    adjustQuote(id: $id, termUnit: "year", termDuration: $termDuration, amount: $amount) {
      ...QuotePricingFields
    }
  }
`);

const AdjustProductOfferingQuery = graphql(`
  query AdjustProductOffering($id: ID!, $amount: Cents!) {
    adjustProductOffering(id: $id, amount: $amount) {
      ...QuotePricingFields
    }
  }
`);

const UpdateQuoteMutation = graphql(`
  mutation UpdateQuote($input: UpdateQuoteInput!) {
    updateQuote(input: $input) {
      quote {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

const UpdateProductOfferingMutation = graphql(`
  mutation UpdateProductOffering($input: UpdateProductOfferingInput!) {
    updateProductOffering(input: $input) {
      productsOffering {
        id
      }
      error {
        ...UserErrorFields
      }
    }
  }
`);

/** Under the viewer's quotes prefix: saving refreshes the quote pages too. */
const OFFERS_KEY = ['viewer', 'quotes'] as const;

/** The live offer of that kind (a pending quote, or the pending accidental-death offering), or null. */
export function useOfferToEdit(kind: OfferKind) {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'to-edit'],
    queryFn: () => execute(OfferToEditQuery),
    select: (data) => {
      const wyshTotal = data.allocationSummary.totalAmount;
      if (kind === 'quote')
        return data.pendingQuote?.status === 'pending' ? { ...data.pendingQuote, wyshTotal } : null;
      const offering = data.productsOfferings.find((each) => each.status === 'pending');
      return offering ? { ...offering, termDuration: null, wyshTotal } : null;
    },
  });
}

export function useOfferEditorState(kind: OfferKind, id: string | null) {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'editor-state', kind, id],
    queryFn: async () =>
      unwrap(
        (
          await execute(OfferEditorStateQuery, {
            quoteId: kind === 'quote' ? id : null,
            productsOfferingId: kind === 'adOffering' ? id : null,
          })
        ).coverageEditorState,
      ),
    enabled: id !== null,
  });
}

/** The price of a choice within the approval (debounced by the caller). */
export function useOfferPrice(kind: OfferKind, id: string, choice: Choice | null) {
  return useQuery({
    queryKey: [...OFFERS_KEY, 'price', kind, id, choice],
    queryFn: async () => {
      const answer =
        kind === 'quote'
          ? (await execute(AdjustQuoteQuery, { id, ...choice! })).adjustQuote
          : (await execute(AdjustProductOfferingQuery, { id, amount: choice!.amount })).adjustProductOffering;
      return unwrap(answer);
    },
    enabled: choice !== null,
    placeholderData: keepPreviousData,
    staleTime: 60_000,
  });
}

export function useSaveOffer(kind: OfferKind) {
  return useMutation({
    meta: { invalidates: [['viewer', 'quotes']] },
    mutationFn: async ({ id, choice }: { id: string; choice: Choice }) =>
      kind === 'quote'
        ? unwrap(
            (
              await execute(UpdateQuoteMutation, {
                input: { quoteId: id, amount: choice.amount, termDuration: choice.termDuration },
              })
            ).updateQuote,
          )
        : unwrap(
            (
              await execute(UpdateProductOfferingMutation, {
                input: { offeringId: id, amount: choice.amount },
              })
            ).updateProductOffering,
          ),
  });
}
