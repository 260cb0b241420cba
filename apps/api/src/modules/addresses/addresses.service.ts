// Address autocomplete and verification for signed-in users, through the configured provider. The rules that
// do not depend on a provider live here: the 3-character threshold, at most 6 suggestions, the shape of an
// address, a per-user throttle (counted in PostgreSQL, so every process shares it) and the words of each error.
// Verification says whether an address exists, not whether we sell there: eligibility is the flows' business.
import type { Logger } from 'pino';
import type { Address } from '@wysh/domain/address';
import { isUsStateCode } from '@wysh/domain/us-states';
import { err, ok, type Result } from '@wysh/domain/result';
import type { Db } from '../../db/database.ts';
import type { Clock } from '../../shared/clock.ts';
import { refusal, type UserFailure } from '../../shared/user-error.ts';
import { throttle } from '../throttle/throttle.service.ts';
import { signInRequired, type Viewer } from '../../shared/viewer.ts';
import type {
  AddressProvider,
  AddressSuggestion,
  StandardAddress,
  SuggestionQuery,
} from './address-provider.ts';

export const MIN_SEARCH_LENGTH = 3;
export const MAX_SUGGESTIONS = 6;
const THROTTLE_WINDOW_SECONDS = 60;

/** The spec's words for each verification failure (spec 000 §5). */
export const ADDRESS_ERROR_MESSAGES = {
  ADDRESS_REQUIRED: 'A street address is required.',
  ADDRESS_NOT_FOUND: 'No address information available.',
  ADDRESS_INVALID: 'The address is invalid.',
  ADDRESS_AMBIGUOUS: 'The address is ambiguous.',
  ADDRESS_MISSING_SECONDARY: 'The address is missing a secondary number.',
  STANDARD_ERROR: 'Looks like something went wrong.',
} as const;

/** The codes an address lookup or check is refused with: the spec's, and the throttle's. Never renamed. */
export type AddressesErrorCode = keyof typeof ADDRESS_ERROR_MESSAGES | 'TOO_MANY_REQUESTS';
export type AddressesError = UserFailure<AddressesErrorCode>;

/** An address as asked for verification: the second line may be left out. */
export type AddressInput = Omit<Address, 'street2'> & { street2?: string | null };

export type AddressCheckResult = Result<StandardAddress, AddressesError>;

const POSTAL_CODE = /^\d{5}(-?\d{4})?$/;

function addressError(code: keyof typeof ADDRESS_ERROR_MESSAGES, field: string = 'street1') {
  const message = ADDRESS_ERROR_MESSAGES[code];
  return err<AddressesError>({ code, message, fields: [{ field, message }] });
}
const tooManyLookups = () =>
  refusal('TOO_MANY_REQUESTS', 'Too many address lookups. Please try again in a minute.');

/**
 * Verifies an address with the provider, without the per-user throttle (callers decide how often): the
 * standard address, or the spec's error naming the part at fault.
 */
export async function checkAddress(
  provider: AddressProvider,
  logger: Logger,
  input: AddressInput,
): Promise<AddressCheckResult> {
  const address = {
    street1: input.street1.trim(),
    street2: input.street2?.trim() || null,
    city: input.city.trim(),
    state: input.state.trim().toUpperCase(),
    postalCode: input.postalCode.trim(),
  };
  if (!address.street1) return addressError('ADDRESS_REQUIRED');
  if (!isUsStateCode(address.state)) return addressError('ADDRESS_INVALID', 'state');
  if (address.postalCode && !POSTAL_CODE.test(address.postalCode)) {
    return addressError('ADDRESS_INVALID', 'postalCode');
  }
  try {
    const verdict = await provider.verify(address);
    if (verdict.ok) return ok(verdict.value);
    return addressError(
      verdict.error.code,
      verdict.error.code === 'ADDRESS_MISSING_SECONDARY' ? 'street2' : 'street1',
    );
  } catch (error) {
    logger.error({ err: { message: (error as Error).message } }, 'Address verification failed');
    return addressError('STANDARD_ERROR');
  }
}

export function createAddressesService(deps: {
  db: Db;
  clock: Clock;
  logger: Logger;
  provider: AddressProvider;
  lookupsPerMinute: number;
}) {
  const { db, clock, logger, provider } = deps;

  async function allowLookup(viewer: Viewer): Promise<boolean> {
    if (viewer.kind !== 'user') throw signInRequired();
    const verdict = await throttle(
      db,
      `address-lookup:${viewer.userId}`,
      deps.lookupsPerMinute,
      THROTTLE_WINDOW_SECONDS,
      clock.now(),
    );
    return verdict.allowed;
  }

  return {
    async suggestions(
      viewer: Viewer,
      input: { search: string; preferState?: string | null; selected?: SuggestionQuery['selected'] },
    ): Promise<Result<AddressSuggestion[], AddressesError>> {
      if (viewer.kind !== 'user') throw signInRequired();
      const search = input.search.trim().replace(/\s+/g, ' ');
      if (search.length < MIN_SEARCH_LENGTH) return ok([]);
      if (!(await allowLookup(viewer))) return tooManyLookups();
      try {
        const found = await provider.suggest({
          search,
          preferState: input.preferState?.trim().toUpperCase() || null,
          selected: input.selected ?? null,
          limit: MAX_SUGGESTIONS,
        });
        return ok(found.slice(0, MAX_SUGGESTIONS));
      } catch (error) {
        // The search text is an address: never logged.
        logger.error({ err: { message: (error as Error).message } }, 'Address suggestions failed');
        return refusal('STANDARD_ERROR', ADDRESS_ERROR_MESSAGES.STANDARD_ERROR);
      }
    },

    async verify(viewer: Viewer, input: AddressInput): Promise<AddressCheckResult> {
      if (!(await allowLookup(viewer))) return tooManyLookups();
      return checkAddress(provider, logger, input);
    },
  };
}

export type AddressesService = ReturnType<typeof createAddressesService>;
