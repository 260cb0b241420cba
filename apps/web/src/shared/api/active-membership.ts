// The insurance membership an acknowledgement is given in (its context, spec 001 §5): the viewer's active
// membership in a line of business. Queries that acknowledge documents spread the fragment into `currentUser`.
import { graphql } from '../../graphql/generated';
import type { ActiveMembershipFieldsFragment } from '../../graphql/generated/graphql';

export const ActiveMembershipFields = graphql(`
  fragment ActiveMembershipFields on User {
    activeConstellations {
      businessSlug
      activeInsuranceMembership {
        id
      }
    }
  }
`);

/** The id of the viewer's active membership in the line of business, or null when they have none. */
export function activeMembershipId(
  user: ActiveMembershipFieldsFragment | null | undefined,
  lineOfBusiness: string,
): string | null {
  return (
    user?.activeConstellations.find((each) => each.businessSlug === lineOfBusiness)?.activeInsuranceMembership
      ?.id ?? null
  );
}
