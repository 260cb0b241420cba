// Suggestions for what is typed in the street input (spec 000 §5): nothing below 3 characters, asked 500 ms
// after the typing stops, at most 6, the user's state first; a building chosen from them is expanded into its
// units by the same call with `selected`.
import { useEffect, useMemo, useState } from 'react';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { AddressSuggestionInput } from '../../../graphql/generated/graphql';
import { fetchAddressSuggestions, type AddressSuggestion } from './address-api';

export const SUGGESTION_DEBOUNCE_MS = 500;
export const MIN_SEARCH_LENGTH = 3;
export const MAX_SUGGESTIONS = 6;

/** The search once typing has paused; at once when a building is chosen (that is a pick, not typing). */
function useDebouncedSearch(search: string, selectedKey: string | null): string {
  const [settled, setSettled] = useState({ search, selectedKey });
  if (selectedKey !== null && settled.selectedKey !== selectedKey) setSettled({ search, selectedKey });
  useEffect(() => {
    const timer = setTimeout(() => setSettled({ search, selectedKey }), SUGGESTION_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [search, selectedKey]);
  return settled.search;
}

export function toSelected({ entries: _entries, ...suggestion }: AddressSuggestion): AddressSuggestionInput {
  return suggestion;
}

/** `active`: the person is typing or choosing a unit (a street line filled in by a pick asks for nothing). */
export function useAddressSuggestions(
  search: string,
  preferState: string | null,
  selected: AddressSuggestion | null,
  active: boolean,
): AddressSuggestion[] {
  const selectedInput = selected ? toSelected(selected) : null;
  const debounced = useDebouncedSearch(search.trim(), selectedInput ? JSON.stringify(selectedInput) : null);
  const enabled =
    active && debounced.length >= MIN_SEARCH_LENGTH && search.trim().length >= MIN_SEARCH_LENGTH;
  const query = useQuery({
    queryKey: ['addressSuggestions', debounced, preferState, selectedInput],
    queryFn: () => fetchAddressSuggestions(debounced, preferState, selectedInput),
    enabled,
    staleTime: 5 * 60_000,
    retry: false,
    placeholderData: keepPreviousData,
  });
  const data = enabled ? query.data : undefined;
  return useMemo(() => (data ?? []).slice(0, MAX_SUGGESTIONS), [data]);
}
